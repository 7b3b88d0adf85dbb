// First-load budgets of the console's production build, read from Vite's manifest: what the login route downloads,
// what each lazily loaded chunk weighs, and that heavy widget libraries stay in chunks of their own.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KIB = 1024;
export const BUDGETS = {
  /** Entry, its modulepreloads and the login route's own chunks, gzip. */
  loginRoute: 150 * KIB,
  /** Any chunk loaded lazily (a page, or code shared by pages), gzip. */
  lazyChunk: 60 * KIB,
  /** A heavy widget's own chunk (rich text, charts, spreadsheets), gzip. */
  widgetChunk: 120 * KIB,
};
export const LOGIN_ROUTE = 'src/routes/user/login.tsx?tsr-split=component';
/** Libraries that may only arrive through a dynamic import of the widget that needs them. */
export const HEAVY_LIBRARIES = [
  'lexical',
  '@lexical/',
  'echarts',
  'zrender',
  'recharts',
  'uplot',
  'chart.js',
  '@kurkle/color',
  'exceljs',
  'xlsx',
];

const isHeavySource = (source) =>
  HEAVY_LIBRARIES.some(
    (lib) =>
      source.includes(`/node_modules/${lib}`) ||
      source.includes(`node_modules/.pnpm/${lib.replace('/', '+')}`),
  );

/**
 * Reads a build: `manifest` is Vite's manifest, `read(file)` returns a built file's bytes or null.
 * Returns the figures and every budget broken, as sentences.
 */
export function analyzeBuild(manifest, read) {
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) {
      const body = read(file);
      gz.set(file, body ? gzipSync(body, { level: 9 }).length : 0);
    }
    return gz.get(file);
  };
  const heavy = new Map();
  const isHeavyChunk = (file) => {
    if (!heavy.has(file)) {
      const map = read(`${file}.map`);
      const sources = map ? (JSON.parse(map.toString('utf8')).sources ?? []) : [];
      heavy.set(file, sources.some(isHeavySource));
    }
    return heavy.get(file);
  };
  /** Keys reached through static imports, the chunk itself included. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, seen);
    return seen;
  };
  const js = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const sum = (files) => files.reduce((n, f) => n + gzipOf(f), 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  const entryKeys = closure(entryKey);
  const loginKeys = closure(LOGIN_ROUTE, new Set(entryKeys));
  const violations = [];
  if (!manifest[LOGIN_ROUTE]) violations.push(`no chunk for the login route (${LOGIN_ROUTE})`);

  const entry = { files: js(entryKeys), gzip: sum(js(entryKeys)) };
  const login = { files: js(loginKeys), gzip: sum(js(loginKeys)) };
  if (login.gzip > BUDGETS.loginRoute)
    violations.push(
      `login route loads ${kib(login.gzip)} KiB gzip of JavaScript (budget ${kib(BUDGETS.loginRoute)})`,
    );

  const chunks = [];
  for (const key of Object.keys(manifest)) {
    const file = manifest[key].file;
    if (entryKeys.has(key) || !file.endsWith('.js')) continue;
    const widget = isHeavyChunk(file);
    const budget = widget ? BUDGETS.widgetChunk : BUDGETS.lazyChunk;
    const size = gzipOf(file);
    chunks.push({ key, file, gzip: size, widget });
    if (size > budget)
      violations.push(
        `${key} is ${kib(size)} KiB gzip (budget ${kib(budget)} for a ${widget ? 'widget' : 'lazy'} chunk)`,
      );
  }

  // A heavy library must not be pulled by the entry or by a page's static imports: only by a dynamic import.
  const staticRoots = [
    entryKey,
    ...Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && !isHeavyChunk(manifest[k].file)),
  ];
  for (const root of staticRoots) {
    for (const key of closure(root)) {
      if (isHeavyChunk(manifest[key].file))
        violations.push(
          `${root} statically imports the heavy chunk ${manifest[key].file}; load it with import() where it is used`,
        );
    }
  }
  return { entry, login, chunks, violations: [...new Set(violations)] };
}

export function kib(bytes) {
  return Math.round((bytes / KIB) * 10) / 10;
}

/** The analysis of a built console directory (console/dist). */
export function analyzeDist(distDir) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`no build manifest at ${manifestPath}: build the console first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return analyzeBuild(manifest, (file) => {
    const path = join(distDir, file);
    return existsSync(path) ? readFileSync(path) : null;
  });
}
