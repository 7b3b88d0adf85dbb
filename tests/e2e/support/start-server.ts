// Starts the real reference server on a free loopback port with a throwaway embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleDist, repoRoot, serverDist, serverSource } from './paths.js';

export interface RunningServer {
  baseURL: string;
  logFile: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function serverCommand(): string[] {
  // E2E_SERVER_ENTRY runs another entry (a TypeScript file through tsx), e.g. to debug the server.
  const entry = process.env.E2E_SERVER_ENTRY;
  if (entry) return /\.m?ts$/.test(entry) ? ['--import', 'tsx', '--conditions=source', entry] : [entry];
  if (existsSync(serverDist)) return [serverDist];
  return ['--import', 'tsx', '--conditions=source', serverSource];
}

export interface StartServerOptions {
  logDir: string;
  timeoutMs?: number;
  /** A data directory to keep (and reuse across starts); default a throwaway one. */
  dataDir?: string;
  /** More environment, e.g. SIGN_MODE / SIGN_SECRET; CONSOLE_DIR '' serves the API only. */
  env?: Record<string, string>;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const throwaway = options.dataDir ? null : await mkdtemp(join(tmpdir(), 'clinic-e2e-'));
  const dataDir = options.dataDir ?? join(throwaway!, 'pglite');
  const logFile = join(options.logDir, `server-${port}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, serverCommand(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONSOLE_DIR: consoleDist,
      // Not production mode: the demo logins and the console's compatible signing secret are what the specs use.
      NODE_ENV: 'test',
      // Every answer is checked against the contract; a drift is logged (and answered as a 500), and the global
      // teardown fails the run on any drift line in the server logs.
      VALIDATE_RESPONSES: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseURL = `http://127.0.0.1:${port}`;

  const stop = async () => {
    await killAndWait(child);
    log.end();
    if (throwaway) await rm(throwaway, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message} (server log: ${logFile})`);
  }
  return { baseURL, logFile, stop };
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      const response = await fetch(`${baseURL}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer /health within ${timeoutMs} ms`);
}

async function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
