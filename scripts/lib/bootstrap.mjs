// Makes a fresh machine with only Node and npm ready: the pinned pnpm, the workspace install, and the builds.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

const INSTALL_STAMP = join(root, 'node_modules', '.clinic-install');

/** Installs the workspace unless the last install was of this very lockfile (starting twice installs once). */
export async function install() {
  const digest = createHash('sha256')
    .update(readFileSync(join(root, 'pnpm-lock.yaml')))
    .update(process.version)
    .digest('hex');
  if (existsSync(INSTALL_STAMP) && readFileSync(INSTALL_STAMP, 'utf8') === digest) return;
  step('依赖安装 (pnpm install)');
  const code = await pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (code !== 0) throw new Error('pnpm install failed');
  writeFileSync(INSTALL_STAMP, digest);
}

/** Every file under the given paths (files or directories), sorted, skipping dependencies and build output. */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && e.name !== 'dist')
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => filesOf(join(path, e.name)));
}

/** A digest of what a build reads: file names and contents, the lockfile, and the environment it embeds. */
export function inputDigest(inputs, env = {}, base = root) {
  const hash = createHash('sha256');
  for (const file of [...inputs.flatMap((i) => filesOf(join(base, i))), join(base, 'pnpm-lock.yaml')]) {
    hash.update(file.slice(base.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const key of Object.keys(env).sort()) hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}

const STAMP = '.build-input';

const BUILDS = [
  { name: '@clinic/sdk', dir: 'sdk', inputs: ['sdk/src', 'sdk/package.json', 'sdk/tsconfig.build.json'] },
  { name: '@clinic/hooks', dir: 'hooks', inputs: ['hooks/src', 'hooks/package.json', 'sdk/src'] },
  {
    name: '@clinic/server',
    dir: 'server',
    inputs: ['server/src', 'server/drizzle', 'server/package.json', 'server/tsconfig.build.json', 'sdk/src'],
  },
  {
    name: '@clinic/console',
    dir: 'console',
    inputs: [
      'console/src',
      'console/build',
      'console/public',
      'console/index.html',
      'console/vite.config.ts',
      'console/package.json',
      'hooks/src',
      'sdk/src',
    ],
    // Vite writes VITE_* variables into the bundle: another value is another build.
    env: () => Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('VITE_'))),
  },
];

/**
 * Builds every package whose inputs changed since its last build (or all with force); a current build is left
 * alone, so starting twice builds once. Returns the names that failed. `builds`, `base` and `runBuild` are the
 * workspace's own unless a test passes others.
 */
export async function build({
  force = false,
  builds = BUILDS,
  base = root,
  runBuild = (name) => pnpm(['--filter', name, 'run', 'build']),
} = {}) {
  const failed = [];
  for (const b of builds) {
    const stamp = join(base, b.dir, 'dist', STAMP);
    const digest = inputDigest(b.inputs, b.env?.() ?? {}, base);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) continue;
    step(`构建 ${b.name}`);
    const code = await runBuild(b.name);
    if (code !== 0) failed.push(b.name);
    // Digest again: the console's build regenerates its route tree inside src.
    else writeFileSync(stamp, inputDigest(b.inputs, b.env?.() ?? {}, base));
  }
  return failed;
}
