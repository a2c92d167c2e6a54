// Load on the settings thread over real HTTP on loopback: `GET /api/settings/` served by the app
// over an in-memory PGlite (or DATABASE_URL). Prints latency percentiles and throughput.
// Run: npx pnpm@10.34.8 exec tsx --conditions=@trove/source bench/settingsLoad.ts [seconds] [connections]
import { buildApp, loadConfig, migrateDatabase, openDatabase, seedDatabase } from '@trove/server';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);

const config = loadConfig({ ...process.env, DATA_DIR: 'memory', LOG_LEVEL: 'silent', PORT: '0' });
const database = await openDatabase(config);
await migrateDatabase(database);
await seedDatabase(database.db);
const app = buildApp({ config, db: database.db });
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const result = await autocannon({ url: `${url}/api/settings/`, connections, duration: seconds });
await app.close();
await database.close();

const { latency, requests, non2xx, errors } = result;
console.log(`GET /api/settings/ on ${database.kind}, ${connections} connections for ${seconds} s`);
console.log(`latency ms: p50 ${latency.p50}  p90 ${latency.p90}  p99 ${latency.p99}  max ${latency.max}`);
console.log(`requests/s: mean ${requests.average}  p50 ${requests.p50}  total ${requests.total}`);
console.log(`non-2xx ${non2xx}, errors ${errors}`);
if (non2xx > 0 || errors > 0) process.exitCode = 1;
