// Sign-in under load over real HTTP on loopback: `POST /api/auth/login/` with a demo account.
// Each login verifies an argon2id hash and issues a token, so this measures the password cost
// the server pays per sign-in. Prints latency percentiles and logins per second.
// Run: npx pnpm@10.34.8 exec tsx --conditions=@trove/source bench/loginLoad.ts [seconds] [connections]
import { buildApp, loadConfig, migrateDatabase, openDatabase, seedDatabase } from '@trove/server';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 4);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: 'memory',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase(config);
await migrateDatabase(database);
await seedDatabase(database.db, { nodeEnv: 'development' });
const app = buildApp({ config, db: database.db });
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const result = await autocannon({
  url: `${url}/api/auth/login/`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'member@demo.trove.test', password: 'Trove-demo-2026' }),
  connections,
  duration: seconds,
});
await app.close();
await database.close();

const { latency, requests, non2xx, errors } = result;
console.log(`POST /api/auth/login/ on ${database.kind}, ${connections} connections for ${seconds} s`);
console.log(`latency ms: p50 ${latency.p50}  p90 ${latency.p90}  p99 ${latency.p99}  max ${latency.max}`);
console.log(`logins/s: mean ${requests.average}  total ${requests.total}`);
console.log(`non-2xx ${non2xx}, errors ${errors}`);
if (non2xx > 0 || errors > 0) process.exitCode = 1;
