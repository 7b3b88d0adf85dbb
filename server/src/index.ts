// Public surface of @clinic/server for tests and embedding: build the app, open and migrate a database, seed it, read config.
export { buildApp, API_PREFIX, type BuildAppOptions } from './http/app.js';
export {
  openDatabase,
  type Db,
  type Schema,
  type OpenedDatabase,
  type OpenDatabaseOptions,
} from './db/client.js';
export { migrate } from './db/migrate.js';
export { seed, type SeedIds } from './seed/index.js';
export { loadConfig, type ServerConfig } from './config.js';
export { testDatabase, type TestDatabase } from './db/test-database.js';
export { recordStatements, type StatementRecorder } from './db/statement-recorder.js';
export { issueTicket } from './auth/tickets.js';
export { DEMO_PASSWORD } from './seed/identity-data.js';
export * from './core/index.js';
export {
  takeResponseDrift,
  describeDrift,
  DRIFT_LOG_MESSAGE,
  type ResponseDrift,
} from './http/response-drift.js';
