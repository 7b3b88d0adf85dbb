// Vite resolves the workspace packages by their "source" export condition; Lexical publishes one too (its raw
// TypeScript, written for its own build). This plugin resolves lexical and @lexical/* to their published dist files.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const LEXICAL = /^(lexical|@lexical\/[^/]+)(\/.+)?$/;

/** The package's folder as Node would find it from `fromDir` (walking up the node_modules folders). */
function packageDir(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return dirname(candidate);
    if (dirname(dir) === dir) return null;
  }
}

type Conditions = Record<string, string | undefined>;

export function lexicalFromDist(root: string): Plugin {
  let production = true;
  return {
    name: 'clinic:lexical-from-dist',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    resolveId(source, importer) {
      const match = LEXICAL.exec(source);
      if (!match) return null;
      const dir = packageDir(match[1]!, importer ? dirname(importer) : root);
      if (!dir) return null;
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        exports?: Record<string, Conditions | string>;
      };
      const entry = pkg.exports?.[match[2] ? `.${match[2]}` : '.'];
      if (!entry || typeof entry === 'string') return null;
      const file = (production ? entry.production : entry.development) ?? entry.default;
      // One real path per file: Lexical must be a single module instance whoever imports it.
      return file ? realpathSync(join(dir, file)) : null;
    },
  };
}
