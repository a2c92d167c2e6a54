export { type App, type AppDeps, buildApp } from './app';
export { type Clock, systemClock } from './clock';
export { type Config, ConfigError, DEV_SECRET_KEY, IN_MEMORY, loadConfig } from './config';
export {
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  type Executor,
  migrateDatabase,
  openDatabase,
  type Transaction,
} from './db/database';
export { type DrfErrorBody, HttpError, type HttpErrorBody } from './http/httpError';
export type { Mailer, MailMessage } from './mail/mailer';
export { type SeedOptions, seedDatabase } from './modules/seed';
