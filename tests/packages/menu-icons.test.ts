// Every icon a seeded menu or a resource declaration names is drawn by the console (an unknown name shows a bare
// square in the side menu, as 运营管理's `shop` did).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasIcon } from '../../console/src/ui/icon-paths.js';
import { REPO_ROOT } from '../support/contract-document.js';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('menu icons', () => {
  it('each icon named by the seed, the project menus and the declarations has a glyph', () => {
    const names = new Set<string>();
    for (const dir of ['server/src/seed', 'server/src/resources', 'sdk/src/resources/defs'])
      for (const file of sourceFiles(join(REPO_ROOT, dir)))
        for (const m of readFileSync(file, 'utf8').matchAll(/\bicon: '([a-z][a-z-]*)'/g)) names.add(m[1]!);
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((n) => !hasIcon(n))).toEqual([]);
  });
});
