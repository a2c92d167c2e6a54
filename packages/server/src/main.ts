import { buildApp } from './app';
import { createPruneJob } from './auth/pruneJob';
import { tokenLifetimes } from './auth/tokenExpiry';
import { type Config, ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/database';
import { DataDirLockedError } from './db/dataDirLock';
import { createMemoryEventBus, createPostgresEventBus } from './events/eventBus';
import { createDefaultMediaStore } from './media/mediaStore';
import { pruneAccounts } from './modules/accounts/prune';
import { createAuctionJobs } from './modules/auctions/jobs';
import { createAuctionsService } from './modules/auctions/service';
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

  // Over a PostgreSQL server several instances may run: they share live events through it.
  const events =
    config.DATABASE_URL === undefined
      ? createMemoryEventBus()
      : await createPostgresEventBus({ connectionString: config.DATABASE_URL });
  const app = buildApp({ config, db: database.db, media, events });
  const auctionJobs = createAuctionJobs({
    service: createAuctionsService({
      db: database.db,
      events,
      onError: (error) => app.log.error({ err: error }, 'Auctions'),
    }),
    onError: (error) => app.log.error({ err: error }, 'Auction jobs failed'),
  });
  // Expired tokens and old rate-limit events, every hour.
  const pruneJob = createPruneJob({
    prune: async () => {
      const { tokens } = await pruneAccounts(database.db, new Date(), tokenLifetimes(config));
      if (tokens > 0) app.log.info({ tokens }, 'Expired sign-in tokens deleted');
    },
    onError: (error) => app.log.error({ err: error }, 'Prune job failed'),
  });
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      // A second Ctrl+C means "now", even if a request is still draining.
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await auctionJobs.stop();
      await pruneJob.stop();
      await app.close();
      await events.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exitCode = 1;
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ host: config.HOST, port: config.PORT });
  auctionJobs.start();
  pruneJob.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  app.log.info({ database: database.kind }, `Trove is running at http://${host}:${port}/`);
}

main().catch((error: unknown) => {
  // A refusal to share the embedded database is a sentence for the operator, not a stack.
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
