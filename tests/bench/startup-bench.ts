// Start-up of the built server on a seeded PGlite database: process start to its console address, beside the floor
// (a Node process that opens the same data directory and answers one statement).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAIN = join(root, 'server', 'dist', 'main.js');

/** ms from spawn until `ready` matches stdout, then the process is stopped. */
function timed(args: string[], env: Record<string, string>, ready: RegExp): Promise<number> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let seen = false;
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!seen && ready.test(out)) {
        seen = true;
        const ms = performance.now() - started;
        child.once('exit', () => done(Math.round(ms)));
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) => {
      if (!seen) fail(new Error(`exited ${code} before ready:\n${out}\n${err}`));
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export type StartupReport = { startMs: number; floorMs: number; runs: number[] } | { error: string };

export async function startupBench(): Promise<StartupReport> {
  if (!existsSync(MAIN)) return { error: 'server/dist missing (pnpm build)' };
  const dir = mkdtempSync(join(tmpdir(), 'clinic-startup-'));
  const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', SEED_DEMO: '1' };
  try {
    await timed([MAIN], env, /控制台:/); // creates and seeds the database
    const runs: number[] = [];
    const floors: number[] = [];
    const floorScript = `const { PGlite } = await import(${JSON.stringify(
      join(root, 'server', 'node_modules', '@electric-sql', 'pglite', 'dist', 'index.js'),
    )}); const db = await PGlite.create(${JSON.stringify(dir)}); await db.query('SELECT 1'); console.log('ready');`;
    for (let i = 0; i < 3; i++) {
      runs.push(await timed([MAIN], env, /控制台:/));
      floors.push(await timed(['--input-type=module', '-e', floorScript], {}, /ready/));
    }
    return { startMs: median(runs), floorMs: median(floors), runs };
  } catch (error) {
    return { error: String(error) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
