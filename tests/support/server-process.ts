// Real server processes (server/src/main.ts through tsx) on one PostgreSQL database, for scale-out tests and benches:
// started on a free loopback port, stdout kept (JSON log lines) for assertions, stopped with SIGTERM (or killed).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  /** http://127.0.0.1:<port>/jeecg-boot */
  baseUrl: string;
  /** ws://127.0.0.1:<port>/jeecg-boot */
  wsUrl: string;
  /** Parsed JSON log lines so far. */
  logs(): Record<string, unknown>[];
  stop(): Promise<void>;
  /** SIGKILL: the process dies where it stands (crash tests). */
  kill(): void;
  /** Settles when the process has exited. */
  exited: Promise<void>;
}

/** Starts `node server/src/main.ts` and resolves once it prints its console address. */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'server/src/main.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let out = '';
  let err = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}\n${err}`));
    }, timeoutMs);
    let started = false;
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      let nl: number;
      while ((nl = out.indexOf('\n')) >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        if (line.startsWith('{')) {
          try {
            lines.push(JSON.parse(line) as Record<string, unknown>);
          } catch {
            // a partial or foreign line: not ours to assert on
          }
        }
        const m = /控制台: (http:\/\/[^/\s]+)\//.exec(line);
        if (m && !started) {
          started = true;
          clearTimeout(timer);
          const origin = m[1]!;
          resolvePromise({
            baseUrl: `${origin}/jeecg-boot`,
            wsUrl: `${origin.replace(/^http/, 'ws')}/jeecg-boot`,
            logs: () => lines,
            exited,
            kill: () => void child.kill('SIGKILL'),
            stop: () =>
              new Promise<void>((done) => {
                if (child.exitCode !== null || child.signalCode !== null) return done();
                child.once('exit', () => done());
                child.kill('SIGTERM');
                setTimeout(() => child.kill('SIGKILL'), 5000).unref();
              }),
          });
        }
      }
    });
    child.once('exit', (code) => {
      if (!started) {
        clearTimeout(timer);
        reject(new Error(`server exited (${code}) before starting:\n${out}\n${err}`));
      }
    });
  });
}

/** A fresh database on the PostgreSQL server of `serverUrl`; drop() removes it. */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `clinic_scale_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  // The name is ours (random hex), never user text.
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
