// Makes a fresh machine with only Node and npm ready: the pinned pnpm, the workspace install, and the builds.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { capture, root, run, step } from './run.mjs';

const PNPM_VERSION = '10.34.9';

/** The command that runs the pinned pnpm: a global pnpm of the same major, else npx. */
export function pnpmCommand() {
  const local = capture('pnpm', ['--version']);
  if (local.status === 0 && local.stdout.startsWith('10.')) return ['pnpm', []];
  return ['npx', ['-y', `pnpm@${PNPM_VERSION}`]];
}

export async function pnpm(args, opts) {
  const [cmd, pre] = pnpmCommand();
  return run(cmd, [...pre, ...args], opts);
}

export async function install() {
  step('依赖安装 (pnpm install)');
  const code = await pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (code !== 0) throw new Error('pnpm install failed');
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const BUILDS = [
  { name: '@clinic/sdk', dir: 'sdk', inputs: ['sdk/src'] },
  { name: '@clinic/hooks', dir: 'hooks', inputs: ['hooks/src', 'sdk/src'] },
  { name: '@clinic/server', dir: 'server', inputs: ['server/src', 'server/drizzle', 'sdk/src'] },
  {
    name: '@clinic/console',
    dir: 'console',
    inputs: ['console/src', 'console/index.html', 'hooks/src', 'sdk/src'],
  },
];

/** Builds every package whose dist is older than its sources (or all with force). Returns failed names. */
export async function build({ force = false } = {}) {
  const failed = [];
  for (const b of BUILDS) {
    const dist = join(root, b.dir, 'dist');
    const built = existsSync(dist) ? newestMtime(dist) || statSync(dist).mtimeMs : 0;
    const source = Math.max(
      ...b.inputs.map(
        (i) =>
          newestMtime(join(root, i)) || (existsSync(join(root, i)) ? statSync(join(root, i)).mtimeMs : 0),
      ),
    );
    if (!force && built > source) continue;
    step(`构建 ${b.name}`);
    const code = await pnpm(['--filter', b.name, 'run', 'build']);
    if (code !== 0) failed.push(b.name);
  }
  return failed;
}
