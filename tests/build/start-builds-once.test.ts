// `npm start` builds only what changed (issue 13 item 3: no rebuild at start when the build is current): a package is
// built when it has no build, when a file it reads, the lockfile or a VITE_ setting it embeds changed, and otherwise
// left alone; `npm test` forces every build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, type PackageBuild } from '../../scripts/lib/bootstrap.mjs';

let base: string;
let built: string[];
let env: Record<string, string>;
const builds: PackageBuild[] = [
  { name: 'lib', dir: 'lib', inputs: ['lib/src'] },
  { name: 'app', dir: 'app', inputs: ['app/src', 'lib/src'], env: () => env },
];

/** A build that succeeds and writes its dist, as the real one does. */
async function runBuild(name: string) {
  built.push(name);
  mkdirSync(join(base, name, 'dist'), { recursive: true });
  return 0;
}
const start = async (force = false) => {
  built = [];
  expect(await build({ force, builds, base, runBuild })).toEqual([]);
  return built;
};

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'start-builds-'));
  for (const dir of ['lib/src', 'app/src']) mkdirSync(join(base, dir), { recursive: true });
  writeFileSync(join(base, 'lib/src/index.ts'), 'export const a = 1;');
  writeFileSync(join(base, 'app/src/main.ts'), 'import "lib";');
  writeFileSync(join(base, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0');
  env = { VITE_SIGN_SECRET: 'one' };
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('start-up builds', () => {
  it('builds everything the first time and nothing the second', async () => {
    expect(await start()).toEqual(['lib', 'app']);
    expect(await start()).toEqual([]);
  });

  it('rebuilds what reads a changed file, and only that', async () => {
    await start();
    writeFileSync(join(base, 'app/src/main.ts'), 'import "lib"; // changed');
    expect(await start()).toEqual(['app']);
    writeFileSync(join(base, 'lib/src/index.ts'), 'export const a = 2;');
    expect(await start()).toEqual(['lib', 'app']);
    writeFileSync(join(base, 'lib/src/extra.ts'), 'export {};');
    expect(await start()).toEqual(['lib', 'app']);
    expect(await start()).toEqual([]);
  });

  it('rebuilds on a new lockfile and on another embedded setting', async () => {
    await start();
    writeFileSync(join(base, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n# updated');
    expect(await start()).toEqual(['lib', 'app']);
    env = { VITE_SIGN_SECRET: 'two' };
    expect(await start()).toEqual(['app']);
  });

  it('builds again after a failed build, and always when forced', async () => {
    await start();
    writeFileSync(join(base, 'lib/src/index.ts'), 'export const a = ;');
    expect(await build({ builds, base, runBuild: async () => 1 })).toEqual(['lib', 'app']);
    expect(await start()).toEqual(['lib', 'app']);
    expect(await start(true)).toEqual(['lib', 'app']);
  });
});
