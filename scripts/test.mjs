// `npm test`: install what is missing, then typecheck, lint, contract checks, unit tests (PGlite and PostgreSQL) and e2e.
// Ends with one line `N passed, N failed` totalled over every suite, and exits non-zero when anything failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, install } from './lib/bootstrap.mjs';
import { root, run, step } from './lib/run.mjs';
import { ensureSystemPackages, startPostgres } from './lib/system.mjs';

const tally = [];
// `names` are the failed tests, repeated in the summary so that a run's last lines say what to look at.
const record = (name, passed, failed, names = []) => tally.push({ name, passed, failed, names });
const bin = (name, pkg = '.') => join(root, pkg, 'node_modules', '.bin', name);
const tmp = join(root, '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

async function check(name, cmd, args, opts) {
  step(name);
  const code = await run(cmd, args, opts);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitest(name, args, env = {}) {
  step(name);
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    { env },
  );
  const report = readJson(out);
  if (!report) return record(name, 0, 1);
  // A file that fails to load has no assertions but still failed: count it once.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const names = (report.testResults ?? []).flatMap((f) => {
    const file = f.name.replace(`${root}/`, '');
    const failing = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (f.status === 'failed' && !failing.length) return [`${file} (did not load)`];
    return failing.map((a) => `${file} › ${a.fullName ?? a.title}`);
  });
  record(name, report.numPassedTests ?? 0, (report.numFailedTests ?? 0) + brokenFiles, names);
}

async function playwright() {
  const name = 'e2e (Playwright, Chromium)';
  step(name);
  const out = join(tmp, 'playwright.json');
  await run(
    bin('playwright', 'tests'),
    ['test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    },
  );
  const report = readJson(out);
  if (!report) return record(name, 0, 1);
  const s = report.stats ?? {};
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests?.some((t) => t.status === 'unexpected'))
        names.push(`${spec.file}:${spec.line} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const e of report.errors ?? []) names.push(String(e.message ?? e).split('\n')[0]);
  record(name, (s.expected ?? 0) + (s.flaky ?? 0), (s.unexpected ?? 0) + (report.errors?.length ?? 0), names);
}

const started = Date.now();
await install();
record('system packages', ...((await ensureSystemPackages()) ? [1, 0] : [0, 1]));

step('构建');
const failedBuilds = await build({ force: true });
record('build', failedBuilds.length ? 0 : 1, failedBuilds.length ? 1 : 0);

await check('console: first-load budgets (production build)', process.execPath, [
  'scripts/check-bundle-budget.mjs',
]);
await check('contract: bundle and generated types up to date', process.execPath, [
  'scripts/openapi-bundle.mjs',
  '--check',
]);
await check('contract: SDK operations up to date', process.execPath, [
  'sdk/scripts/generate-operations.mjs',
  '--check',
]);
await check('contract: redocly lint', bin('redocly'), [
  'lint',
  'openapi/dist/openapi.json',
  '--format=stylish',
]);
await check('sdk: publint', bin('publint'), ['sdk', '--pack', 'npm']);
// ESM only on purpose (README "CommonJS and TypeScript"): require works through Node's require(esm), so the one
// rule about CommonJS consumers needing a dynamic import is the one not checked.
await check('sdk: are the types wrong (attw)', bin('attw'), [
  '--pack',
  'sdk',
  '--profile',
  'node16',
  '--ignore-rules',
  'cjs-resolves-to-esm',
  '--format',
  'table-flipped',
]);
// The hooks as a team installs them: pnpm pack rewrites the workspace link to the SDK's version, as publishing would.
await check('hooks: publint', bin('publint'), ['hooks', '--pack', 'pnpm']);
await check('hooks: are the types wrong (attw)', bin('attw'), [
  '--pack',
  'hooks',
  '--profile',
  'node16',
  '--ignore-rules',
  'cjs-resolves-to-esm',
  '--format',
  'table-flipped',
]);
// The pages of hooks/docs/api are generated from the built declarations, so this runs after the build.
await check('hooks: API reference up to date', process.execPath, [
  'hooks/scripts/api-reference.mjs',
  '--check',
]);
for (const pkg of ['sdk', 'hooks', 'console', 'server', 'tests']) {
  await check(`typecheck ${pkg}`, bin('tsc'), ['-p', `${pkg}/tsconfig.json`, '--noEmit']);
}
await check('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
await check('format (prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']);

await vitest('unit and contract tests (PGlite)', []);

let pg = null;
try {
  step('PostgreSQL 临时实例');
  pg = await startPostgres();
} catch (err) {
  console.error(`PostgreSQL 启动失败: ${err.message}`);
  record('PostgreSQL start', 0, 1);
}
if (pg) {
  await vitest('server and contract tests (PostgreSQL)', ['--project', 'server', '--project', 'contract'], {
    TEST_DATABASE_URL: pg.url,
  });
  await pg.stop();
}

if (existsSync(join(root, 'tests/playwright.config.ts'))) await playwright();
else record('e2e (Playwright config missing)', 0, 1);

const passed = tally.reduce((n, t) => n + t.passed, 0);
const failed = tally.reduce((n, t) => n + t.failed, 0);
console.log('\n套件汇总:');
for (const t of tally) {
  console.log(`  ${t.failed ? '✗' : '✓'} ${t.name}: ${t.passed} passed, ${t.failed} failed`);
  for (const n of t.names.slice(0, 10)) console.log(`      ✗ ${n}`);
}
console.log(`耗时 ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
