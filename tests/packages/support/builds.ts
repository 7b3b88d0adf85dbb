// Makes sure a package's dist is at least as new as its sources before a test packs or runs it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds each package (in the order given) whose `src` is newer than its `dist`; `npm test` has built them already. */
export function ensureBuilt(packages: readonly string[]): void {
  for (const pkg of packages) {
    const dir = join(REPO_ROOT, pkg);
    if (newest(join(dir, 'dist')) >= newest(join(dir, 'src'))) continue;
    execFileSync(join(REPO_ROOT, 'node_modules', '.bin', 'tsc'), ['-p', join(dir, 'tsconfig.build.json')], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
}
