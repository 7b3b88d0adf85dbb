// Server configuration read from the environment (docs/wiring.md lists the variables); production mode refuses to
// start with the public signing secret or without the secrets several processes must share.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type SignMode = 'md5' | 'hmac' | 'off';

export interface ServerConfig {
  /** NODE_ENV=production (or `--production`): secrets required, no demo data unless SEED_DEMO=1. */
  production: boolean;
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
  /** Serve the console's source maps (SERVE_SOURCE_MAPS=1); off by default. */
  serveSourceMaps: boolean;
  /** Seed the demo tenants, users and records (SEED_DEMO=1; by default only on PGlite outside production). */
  seedDemo: boolean;
  /** The first administrator of an empty database without demo data (ADMIN_USERNAME, ADMIN_PASSWORD). */
  initialAdmin: { username: string; password: string } | null;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (TRUST_PROXY=1, or the proxies' addresses/CIDRs). */
  trustProxy: boolean | string;
  /** Run the scheduled jobs in this process (JOBS=0 leaves them to the others); each fire time runs once in all. */
  runJobs: boolean;
  /** How often the job runner looks for due fire times (JOB_TICK_MS, default 1 s). */
  jobTickMs: number;
  /** Upload limit per file, bytes. */
  maxFileBytes: number;
  /** How long a direct-upload policy lives (UPLOAD_POLICY_TTL_S, default 30 min; tests shorten it). */
  uploadPolicyTtlS: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root: server/src or server/dist are two levels below it. */
export const repoRoot = resolve(here, '..', '..');

const DEFAULT_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';
/** SERVER_SECRET keys the server's own signatures (slider tokens, upload policies, IM); see security/server-keys.ts. */
export const MIN_SERVER_SECRET_LENGTH = 32;
const MIN_SIGN_SECRET_LENGTH = 16;

/** A configuration the server refuses to start with; `problems` are sentences naming the variable to set. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置不完整，服务拒绝启动:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export function isProduction(env: NodeJS.ProcessEnv, argv: readonly string[] = []): boolean {
  return env.NODE_ENV === 'production' || argv.includes('--production');
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value;
}

/** Seconds a direct-upload policy lives: 30 minutes unless UPLOAD_POLICY_TTL_S names a whole number from 1 to 86400. */
function policyTtl(value: string | undefined): number {
  if (value === undefined || value === '') return 30 * 60;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400)
    throw new Error(`UPLOAD_POLICY_TTL_S must be whole seconds from 1 to 86400, got ${value}`);
  return seconds;
}

/** What production mode refuses; empty when the configuration may start. */
export function productionProblems(env: NodeJS.ProcessEnv, config: ServerConfig): string[] {
  const problems: string[] = [];
  const sign = env.SIGN_SECRET ?? '';
  if (!sign) problems.push('SIGN_SECRET 未设置 (请求签名密钥，控制台构建时一并写入)');
  else if (sign === DEFAULT_SECRET) problems.push('SIGN_SECRET 仍是公开的默认值，请换成自己的密钥');
  else if (sign.length < MIN_SIGN_SECRET_LENGTH)
    problems.push(`SIGN_SECRET 过短 (至少 ${MIN_SIGN_SECRET_LENGTH} 个字符)`);
  const server = env.SERVER_SECRET ?? '';
  if (server.length < MIN_SERVER_SECRET_LENGTH)
    problems.push(
      `SERVER_SECRET ${server ? '过短' : '未设置'} (至少 ${MIN_SERVER_SECRET_LENGTH} 个字符，所有进程相同: 滑块令牌、直传策略、IM 签名)`,
    );
  if (server && server === sign) problems.push('SERVER_SECRET 不能与 SIGN_SECRET 相同 (控制台公开携带后者)');
  if (config.validateResponses) problems.push('VALIDATE_RESPONSES=1 只用于测试');
  if (config.serveSourceMaps) problems.push('SERVE_SOURCE_MAPS=1 会公开源代码，生产环境请关闭');
  return problems;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
  argv: readonly string[] = [],
): ServerConfig {
  const production = isProduction(env, argv);
  const databaseUrl = env.DATABASE_URL || null;
  // Demo users carry a published password: never by default on a PostgreSQL server or in production.
  const seedDemo = env.SEED_DEMO === '1' || (env.SEED_DEMO === undefined && !production && !databaseUrl);
  // 'off' exists only as a programmatic override for unit tests of other layers: no environment can switch
  // the signature check off in a running server.
  const mode = (env.SIGN_MODE ?? 'md5').toLowerCase();
  if (mode !== 'md5' && mode !== 'hmac') throw new Error(`SIGN_MODE must be md5 or hmac, got ${mode}`);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  const config: ServerConfig = {
    production,
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, '.data', 'pglite')),
    databaseUrl,
    signMode: mode,
    signSecret: env.SIGN_SECRET || DEFAULT_SECRET,
    consoleDir: env.CONSOLE_DIR ? resolve(env.CONSOLE_DIR) : null,
    validateResponses: env.VALIDATE_RESPONSES === '1',
    openapiPath: env.OPENAPI_PATH
      ? resolve(env.OPENAPI_PATH)
      : resolve(repoRoot, 'openapi', 'dist', 'openapi.json'),
    now: Date.now,
    logLevel: env.LOG_LEVEL ?? 'info',
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1',
    seedDemo,
    initialAdmin: env.ADMIN_PASSWORD
      ? { username: env.ADMIN_USERNAME || 'admin', password: env.ADMIN_PASSWORD }
      : null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    runJobs: env.JOBS !== '0',
    jobTickMs: Number(env.JOB_TICK_MS ?? 1000),
    maxFileBytes: Number(env.MAX_FILE_BYTES ?? 20 * 1024 * 1024),
    uploadPolicyTtlS: policyTtl(env.UPLOAD_POLICY_TTL_S),
    ...overrides,
  };
  if (config.production) {
    const problems = productionProblems(env, config);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  return config;
}
