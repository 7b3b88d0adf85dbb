// Issue 10: inside server/src every import runs down a floor (core and db at the bottom, then auth, resources,
// handlers, seed, http on top); a lower floor importing from a higher one fails here, whichever file it is.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/contract-document.js';

const SERVER = join(REPO_ROOT, 'server/src');
/** Lower number, lower floor; a file may import from its own floor or below. */
const FLOORS: Record<string, number> = {
  db: 1,
  'config.ts': 1,
  core: 2,
  security: 3,
  auth: 4,
  resources: 5,
  jobs: 5,
  live: 5,
  handlers: 6,
  audit: 6,
  seed: 7,
  http: 8,
  'index.ts': 9,
  'main.ts': 9,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !/\.test(-util)?\.ts$/.test(name) && !name.includes('test-support')
      ? [path]
      : [];
  });
}

const floorOf = (path: string) => {
  const top = relative(SERVER, path).split('/')[0]!;
  return FLOORS[top];
};

describe('server/src floors', () => {
  it('every top folder has a floor', () => {
    expect(
      readdirSync(SERVER)
        .filter((name) => !name.endsWith('.test.ts'))
        .filter((name) => floorOf(join(SERVER, name)) === undefined),
    ).toEqual([]);
  });

  it('no import runs back up a floor', () => {
    const upward: string[] = [];
    for (const file of sourceFiles(SERVER)) {
      if (relative(SERVER, file).includes('/testing/')) continue;
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g)) {
        const target = resolve(dirname(file), spec!);
        if (floorOf(target)! > floorOf(file)!)
          upward.push(`${relative(SERVER, file)} -> ${relative(SERVER, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
