import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/database';
import { createDefaultMediaStore } from './media/mediaStore';
import { seedDatabase } from './modules/seed';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const media = createDefaultMediaStore(config);
  await seedDatabase(database.db, { nodeEnv: config.NODE_ENV, media });

  const app = buildApp({ config, db: database.db, media });
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      // A second Ctrl+C means "now", even if a request is still draining.
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exitCode = 1;
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  app.log.info({ database: database.kind }, `Trove is running at http://${host}:${port}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
