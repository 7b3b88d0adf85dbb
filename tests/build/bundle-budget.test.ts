// The first-load budget check itself: it must refuse a heavy login route, an oversized lazy chunk and a statically
// imported heavy widget, and pass a build within budget.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { analyzeBuild, KIB, LOGIN_ROUTE, type ManifestChunk } from '../../scripts/lib/bundle-budget.mjs';

/** Random bytes do not compress, so a file's gzip size is about its length. */
function build(sizes: Record<string, number>, heavy: string[] = []) {
  const files = new Map<string, Buffer>();
  for (const [file, kib] of Object.entries(sizes)) files.set(file, randomBytes(kib * KIB));
  for (const file of heavy)
    files.set(
      `${file}.map`,
      Buffer.from(JSON.stringify({ sources: ['../../node_modules/lexical/Lexical.prod.mjs'] })),
    );
  return (file: string) => files.get(file) ?? null;
}

const manifest = (extra: Record<string, ManifestChunk> = {}): Record<string, ManifestChunk> => ({
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [LOGIN_ROUTE],
  },
  '_react.js': { file: 'assets/react.js' },
  [LOGIN_ROUTE]: { file: 'assets/login.js', isDynamicEntry: true, imports: ['_react.js', '_form.js'] },
  '_form.js': { file: 'assets/form.js' },
  ...extra,
});

describe('first-load budgets', () => {
  it('passes a build within budget and counts the login route once per file', () => {
    const result = analyzeBuild(
      manifest(),
      build({ 'assets/index.js': 60, 'assets/react.js': 50, 'assets/login.js': 10, 'assets/form.js': 10 }),
    );
    expect(result.violations).toEqual([]);
    expect(result.login.files.sort()).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/login.js',
      'assets/react.js',
    ]);
    expect(result.login.gzip / KIB).toBeGreaterThan(129);
    expect(result.login.gzip / KIB).toBeLessThan(133);
  });

  it('refuses a login route over 150 KiB, preloads and route chunks included', () => {
    const result = analyzeBuild(
      manifest(),
      build({ 'assets/index.js': 60, 'assets/react.js': 50, 'assets/login.js': 10, 'assets/form.js': 35 }),
    );
    expect(result.violations.join()).toMatch(/login route loads 15\d/);
  });

  it('refuses a lazy chunk over 60 KiB', () => {
    const m = manifest({
      'src/pages/big.tsx': { file: 'assets/big.js', isDynamicEntry: true, imports: ['_react.js'] },
    });
    const result = analyzeBuild(
      m,
      build({
        'assets/index.js': 10,
        'assets/react.js': 10,
        'assets/login.js': 5,
        'assets/form.js': 5,
        'assets/big.js': 64,
      }),
    );
    expect(result.violations).toEqual([expect.stringMatching(/^src\/pages\/big\.tsx is 6\d/)]);
  });

  it('lets a heavy widget have its own bigger chunk, but only behind a dynamic import', () => {
    const lazyWidget = manifest({
      'src/pages/notes.tsx': {
        file: 'assets/notes.js',
        isDynamicEntry: true,
        dynamicImports: ['src/widgets/rich-text.tsx'],
      },
      'src/widgets/rich-text.tsx': { file: 'assets/rich-text.js', isDynamicEntry: true },
    });
    const sizes = {
      'assets/index.js': 10,
      'assets/react.js': 10,
      'assets/login.js': 5,
      'assets/form.js': 5,
      'assets/notes.js': 5,
      'assets/rich-text.js': 90,
    };
    expect(analyzeBuild(lazyWidget, build(sizes, ['assets/rich-text.js'])).violations).toEqual([]);

    const staticWidget = manifest({
      'src/pages/notes.tsx': { file: 'assets/notes.js', isDynamicEntry: true, imports: ['_rich-text.js'] },
      '_rich-text.js': { file: 'assets/rich-text.js' },
    });
    expect(analyzeBuild(staticWidget, build(sizes, ['assets/rich-text.js'])).violations).toEqual([
      expect.stringMatching(
        /src\/pages\/notes\.tsx statically imports the heavy chunk assets\/rich-text\.js/,
      ),
    ]);
  });
});
