// The published packages' runtime dependencies are what their shipped code imports (issue 14: cron-parser, query-core,
// area-data and dayjs were installed with @clinic/hooks and never loaded): each one is imported by a source file that
// is not a test, and each package the code imports is declared.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/builds.js';

const PACKAGES = ['sdk', 'hooks'] as const;

/** Files that ship and run: no tests, test utilities, test kits or fakes (the package's `files` leaves them out). */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedSources(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return /\.test(-util)?\.tsx?$|-test-kit\.ts$|-arbitraries\.ts$|^fake-|^sdk-test-client\.ts$/.test(
      entry.name,
    )
      ? []
      : [path];
  });
}

/** The package named by a bare specifier: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

/** Packages a source loads at run time (`import type` and `export type` left out: they vanish from the build). */
export function runtimeImports(source: string): string[] {
  const names = new Set<string>();
  const statements =
    /(?:^|[\n;])\s*(import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(statements)) {
    const name = packageOf((m[2] ?? m[3])!);
    if (name) names.add(name);
  }
  return [...names];
}

describe('runtime dependencies', () => {
  it('the scan sees static, side-effect and dynamic imports and skips type-only ones', () => {
    const source = [
      "import { a } from 'alpha';",
      "import 'beta/side-effect';",
      "import type { T } from 'gamma';",
      "export type { U } from 'delta';",
      "export { v } from '@scope/epsilon/sub';",
      "const z = await import('zeta');",
      "const e = require('eta');",
      "import { join } from 'node:path';",
      "import { readFile } from 'fs';",
      "import { b } from './local.js';",
    ].join('\n');
    expect(runtimeImports(source).sort()).toEqual(['@scope/epsilon', 'alpha', 'beta', 'eta', 'zeta']);
  });

  describe.each(PACKAGES)('%s', (pkg) => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, pkg, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    const declared = Object.keys(manifest.dependencies ?? {});
    const imported = new Set(
      shippedSources(join(REPO_ROOT, pkg, 'src')).flatMap((file) =>
        runtimeImports(readFileSync(file, 'utf8')),
      ),
    );

    it('declares no runtime dependency its code never imports', () => {
      expect(declared.filter((name) => !imported.has(name))).toEqual([]);
    });

    it('declares every package its code imports (as a dependency or a peer)', () => {
      const known = new Set([...declared, ...Object.keys(manifest.peerDependencies ?? {})]);
      expect([...imported].filter((name) => !known.has(name)).sort()).toEqual([]);
    });
  });
});
