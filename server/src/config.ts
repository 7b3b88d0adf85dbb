// Server configuration read from the environment (docs/wiring.md lists the variables).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type SignMode = 'md5' | 'hmac' | 'off';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | null;
  signMode: SignMode;
  signSecret: string;
  /** Built console to serve at `/`; null serves the API only. */
  consoleDir: string | null;
  /** Tests: check every response against the document and throw on drift. */
  validateResponses: boolean;
  /** Path of the bundled OpenAPI document. */
  openapiPath: string;
  /** Injected clock (ms since epoch) so tests can move time. */
  now: () => number;
  logLevel: string;
  /** Upload limit per file, bytes. */
  maxFileBytes: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root: server/src or server/dist are two levels below it. */
export const repoRoot = resolve(here, '..', '..');

const DEFAULT_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  // 'off' exists only as a programmatic override for unit tests of other layers: no environment can switch
  // the signature check off in a running server.
  const mode = (env.SIGN_MODE ?? 'md5').toLowerCase();
  if (mode !== 'md5' && mode !== 'hmac') throw new Error(`SIGN_MODE must be md5 or hmac, got ${mode}`);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, '.data', 'pglite')),
    databaseUrl: env.DATABASE_URL || null,
    signMode: mode,
    signSecret: env.SIGN_SECRET || DEFAULT_SECRET,
    consoleDir: env.CONSOLE_DIR ? resolve(env.CONSOLE_DIR) : null,
    validateResponses: env.VALIDATE_RESPONSES === '1',
    openapiPath: env.OPENAPI_PATH
      ? resolve(env.OPENAPI_PATH)
      : resolve(repoRoot, 'openapi', 'dist', 'openapi.json'),
    now: Date.now,
    logLevel: env.LOG_LEVEL ?? 'info',
    maxFileBytes: Number(env.MAX_FILE_BYTES ?? 20 * 1024 * 1024),
    ...overrides,
  };
}
