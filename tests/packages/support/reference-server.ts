// The built reference server as a partner starts it, API only, on the e2e harness; and Node scripts run against it.
import { spawn } from 'node:child_process';
import { startServer, type RunningServer } from '../../e2e/support/start-server.js';

export interface ReferenceServer extends RunningServer {
  /** The API root the SDK takes: baseURL + /jeecg-boot. */
  apiUrl: string;
}

export async function startReferenceServer(options: {
  dataDir: string;
  logDir: string;
  env?: Record<string, string>;
}): Promise<ReferenceServer> {
  const server = await startServer({
    logDir: options.logDir,
    dataDir: options.dataDir,
    timeoutMs: 180_000,
    env: { CONSOLE_DIR: '', DATABASE_URL: '', LOG_LEVEL: 'warn', ...options.env },
  });
  return { ...server, apiUrl: `${server.baseURL}/jeecg-boot` };
}

export interface NodeRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node file` in `cwd` with extra environment, at most 60 s. */
export function runNode(cwd: string, file: string, env: Record<string, string>): Promise<NodeRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
  });
}
