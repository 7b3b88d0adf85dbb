// The SDK as a partner installs it: the packed tarball in a temporary folder (npm, no workspace), its README
// examples run with Node against the built reference server (ESM and require, compatible and HMAC signing), and
// its types compiled from both module systems.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, REPO_ROOT } from './support/builds.js';
import { runNode, startReferenceServer, type ReferenceServer } from './support/reference-server.js';
import { readmeBlocks } from './support/readme-blocks.js';

const SDK_DIR = join(REPO_ROOT, 'sdk');
const HMAC_KEY = 'smoke-test-partner-key-0123456789';
let work: string;
let app: string;
let tarball: string;
let server: ReferenceServer | null = null;
const blocks = readmeBlocks(readFileSync(join(SDK_DIR, 'README.md'), 'utf8'));

beforeAll(async () => {
  ensureBuilt(['sdk', 'server']);
  work = mkdtempSync(join(tmpdir(), 'clinic-sdk-smoke-'));
  app = join(work, 'app');
  const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
    cwd: SDK_DIR,
    encoding: 'utf8',
  });
  tarball = join(work, (JSON.parse(packed) as Array<{ filename: string }>)[0]!.filename);
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'partner-tool', private: true }));
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball],
    { cwd: app, stdio: 'pipe' },
  );
  for (const [file, code] of blocks) writeFileSync(join(app, file), code);
  server = await startReferenceServer({ dataDir: join(work, 'data'), logDir: work });
});

afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed SDK', () => {
  it('the README has the runnable examples this test runs', () => {
    expect([...blocks.keys()].sort()).toEqual(['errors.mjs', 'example.cjs', 'example.mjs', 'hmac.mjs']);
  });

  it('ships built code and types, no tests, no workspace links, with engines', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/index.d.ts');
    expect(listing.some((f) => /\.test(-util)?\.(ts|js)$/.test(f))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules/@clinic/sdk/package.json'), 'utf8'));
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
    expect(manifest.engines.node).toBe('>=20.19');
  });

  it('example.mjs: the doctor signs in, pages patients, reads a dictionary', async () => {
    const out = await runNode(app, 'example.mjs', { CLINIC_API: server!.apiUrl });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain('signed in as 王医生');
    expect(out.stdout).toMatch(/^\d+ patients \(request [0-9a-f-]{36}\)$/m);
    expect(out.stdout).toMatch(/^read \d+ patients$/m);
    expect(out.stdout).toMatch(/^statuses: \S+/m);
  });

  it('example.cjs: require() works on this Node', async () => {
    const out = await runNode(app, 'example.cjs', { CLINIC_API: server!.apiUrl });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^require works: \d+ patients$/m);
    expect(out.stderr).not.toMatch(/ExperimentalWarning/);
  });

  it('errors.mjs: a refused login and a missing permission arrive as their classes', async () => {
    const out = await runNode(app, 'errors.mjs', { CLINIC_API: server!.apiUrl });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain('login refused: 用户名或密码错误');
    expect(out.stdout).toMatch(/no permission \(code 510\): .+; request [0-9a-f-]{36}/);
  });

  it('hmac.mjs: works against a server in SIGN_MODE=hmac with the same key; the default signer is refused', async () => {
    await server!.stop();
    server = await startReferenceServer({
      dataDir: join(work, 'data'),
      logDir: work,
      env: { SIGN_MODE: 'hmac', SIGN_SECRET: HMAC_KEY },
    });
    const env = { CLINIC_API: server.apiUrl, CLINIC_SIGN_KEY: HMAC_KEY };
    const out = await runNode(app, 'hmac.mjs', env);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^hmac works: \d+ patients$/m);
    const refused = await runNode(app, 'example.mjs', env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('SignatureError');
  });

  it('the types compile from an ES module and from CommonJS (module nodenext)', () => {
    const probe = `
      import type { PageIterator, components } from '@clinic/sdk';
      type Patient = components['schemas']['Patient'];
      export async function names(client: import('@clinic/sdk').ClinicClient): Promise<string[]> {
        const pages: PageIterator<Patient> = client.paginate(client.patient.patientList, { query: { pageSize: 50 } });
        return (await pages.toArray({ limit: 10 })).map((p) => p.name);
      }`;
    writeFileSync(
      join(app, 'probe.mts'),
      `import { createClient } from '@clinic/sdk';\n${probe}\nvoid createClient;`,
    );
    writeFileSync(
      join(app, 'probe.cts'),
      `import sdk = require('@clinic/sdk');\n${probe}\nvoid sdk.createClient; void sdk.SignatureError;`,
    );
    const tsc = join(REPO_ROOT, 'node_modules', '.bin', 'tsc');
    const args = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext'];
    args.push('--target', 'es2022', '--lib', 'es2023,dom', 'probe.mts', 'probe.cts');
    const result = (() => {
      try {
        return { code: 0, out: execFileSync(tsc, args, { cwd: app, encoding: 'utf8' }) };
      } catch (err) {
        const e = err as { status: number; stdout: string };
        return { code: e.status, out: e.stdout };
      }
    })();
    expect(result.out).toBe('');
    expect(result.code).toBe(0);
  });
});
