// Process helpers for the set-up scripts: run a command with inherited output, or capture it.
import { spawn, spawnSync } from 'node:child_process';

export const root = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command with output shown; resolves to its exit code (never rejects). */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.on('error', (err) => {
      console.error(`无法启动 ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command quietly and returns { status, stdout }. */
export function capture(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', ...opts });
  return { status: r.status ?? 1, stdout: (r.stdout ?? '').trim(), stderr: (r.stderr ?? '').trim() };
}

export function has(cmd) {
  return capture('sh', ['-c', `command -v ${cmd}`]).status === 0;
}

export function step(title) {
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
}
