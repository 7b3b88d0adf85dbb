// The SDK as a partner installs it: the packed tarball in a temporary folder (npm, no workspace), its README
// examples run with Node against the built reference server (ESM and require, compatible and HMAC signing), and
// its types compiled from both module systems. Then the hooks as a team building another UI installs them: packed
// beside the SDK, without React, their framework-free entry loaded and compiled.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, REPO_ROOT } from './support/builds.js';
import { markdownLinks } from './support/markdown-links.js';
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

const HOOKS_DIR = join(REPO_ROOT, 'hooks');
const hooksBlocks = readmeBlocks(readFileSync(join(HOOKS_DIR, 'README.md'), 'utf8'));
/** Feature folder → the runnable examples of its README (hooks/src/<feature>/README.md). */
const featureBlocks = new Map(
  readdirSync(join(HOOKS_DIR, 'src'))
    .filter((feature) => existsSync(join(HOOKS_DIR, 'src', feature, 'README.md')))
    .sort()
    .map((feature) => [
      feature,
      readmeBlocks(readFileSync(join(HOOKS_DIR, 'src', feature, 'README.md'), 'utf8')),
    ]),
);
const featureExamples = [...featureBlocks.values()].flatMap((blocks) => [...blocks]);
/** What each feature README's example prints (lines it must hold); every example has an entry. */
const FEATURE_OUTPUT: Record<string, readonly string[]> = {
  'cron.mjs': [
    'hour: specific 8; back: 0 30 8 ? * 2,3,4,5,6 *',
    'reads: 在08:30, 星期一至星期五',
    'next: 1-1 8:30, 1-2 8:30, 1-5 8:30',
    'invalid: {"ok":false,"message":"无法解析的Cron表达式"}',
  ],
  'dict.mjs': ['sex: 1=男, 2=女', 'label of 1,2: 男,女; server loads: 1'],
  'editable-table-paste.mjs': [
    'pasted: [{"drug":"阿卡波糖","dose":50},{"drug":"格列美脲","dose":2}]; total dose 52',
    'undone: [{"drug":"二甲双胍","dose":500}]',
  ],
  'form.mjs': [
    'errors: {"name":"请输入姓名!","phone":"请输入正确的手机号码!"}',
    'errors: {}',
    'sent: {"name":"王芳","phone":"13800138000","tags":"a,b"}; back: ["a","b"]',
  ],
  'greeting.mjs': [
    'periods: 8h 早上好, 9h 上午好, 11h 上午好, 12h 中午好, 13h 中午好, 14h 下午好, 19h 下午好, 20h 晚上好',
    'desktop at 11:59: 上午好 欢迎，王医生',
    'mobile: null; without a name: null',
  ],
  'i18n.mjs': [
    'zh-CN: 不能查询空条件; 高血压$& 已存在，是否覆盖？',
    'en-US before it loads: 请选择一条记录',
    'notice: 请选择一条记录',
    'en-US: Cannot query with empty conditions; 高血压$& already exists, overwrite?',
    'notice: Please select a record',
    'zh-CN on request: 请选择一条记录',
  ],
  'idle.mjs': [
    'minute 8: active',
    'onIdle at minute 9: sign out, or lock the screen',
    'minute 9: idle since the activity of minute 4',
    'after a mouse move: active',
  ],
  'layout.mjs': [
    'save sidebar: true',
    '1440px desktop (lg) sidebar open; 900px mobile (md) sidebar closed; 1440px desktop (lg) sidebar open',
    'breadcrumb: 首页 / 慢病管理 / 患者列表',
    'guard: loadPermissions from server, then redirect to /chronic/patient/list?pageNo=2; routes /chronic/patient/list',
    'kept alive: FollowupList',
  ],
  'list-page-memory.mjs': [
    'asked {"name":"患者","column":"name","order":"asc","field":"id,name","pageNo":2,"pageSize":10}',
    'address ?q.name=%E6%82%A3%E8%80%85&column=name&order=asc&pageNo=2&pageSize=10',
    'after deletes: page 1 of 10 rows',
  ],
  'live.mjs': [
    'wss://clinic.example/jeecg-boot/websocket/1000000000000000002 with protocol the-access-token: connecting (0 attempts)',
    'push: {"cmd":"user","msgId":"9","msgTxt":"新消息"}',
    'push: {"pushType":"chat"}',
    'count refreshes: 1; open (0 attempts)',
    'dropped: waiting (1 attempts)',
    'sockets made: 2; open (0 attempts)',
    'stopped: closed (0 attempts)',
  ],
  'menu.mjs': ['items: 首页, 慢病管理 [患者列表]', 'selected /chronic/patient/list, open /chronic'],
  'messages.mjs': [
    'tabs: 随访提醒(2); badge 2',
    'notice: 设置已读失败',
    'after a failed read: 随访提醒(2); badge 2',
    'opened route /chronic/diseaseIntervene/patientManage/patientAbnormal; 随访提醒(1); badge 1',
    'popup 近3天未读消息: 张三今日随访, 0 left unread',
    'after the popup: 随访提醒(0); badge 0',
  ],
  'password.mjs': [
    'errors: {"oldpassword":"请输入旧密码!","password":"请输入新密码!","confirmpassword":"请确认新密码!"}',
    'errors: {"confirmpassword":"两次输入的密码不一样！"}',
    'error: 旧密码输入错误',
    'changed: false; the dialog shows 旧密码输入错误, keeps Clinic@2027',
    'success: 密码重置成功!',
    'changed: true; form {"oldpassword":"","password":"","confirmpassword":""}',
    'onChanged: time to sign out',
  ],
  'permission.mjs': ['no:such:action: false'],
  'pickers.mjs': [
    'ticked: 陈护士',
    'search 王: 1 found, 王医生 (doctor)',
    'picked: 陈护士, 王医生; the field stores nurse,doctor',
    'notice: 请选择一条记录',
    'confirm again: {"ok":false,"message":"请选择一条记录"}',
    'popup: popup参数未正确配置，原始值与目标值数量不一致!',
  ],
  'projects.mjs': [
    'projects: 2型糖尿病真实世界研究, 高血压队列随访研究, 慢性肾病登记研究',
    'search 高血压: 高血压队列随访研究',
    'opened /medicalRecords/list of the project: true',
    'tab title: 受试者管理 - 高血压队列随访研…; menus tagged: true',
    'create: open true, target 12, errors {"projectName":"请输入项目名称"}',
  ],
  'rich-text.mjs': [
    'words: 7',
    'image: /jeecg-boot/sys/common/static/temp/a.png; pdf: 请上传图片',
    'stored path: temp/a.png',
    'links: https://www.example.com/a, /system/user, refused, refused',
    'media: /jeecg-boot/sys/common/static/temp/a.png, https://cdn.example/b.png, dropped',
    'old text: <p>第一行</p><p>1 &lt; 2</p>',
    'pasted: <p>粘贴<img src="https://x.cn/a.png" ></p>',
  ],
  'session.mjs': [
    'before login: redirect to /user/login?redirect=%2Fchronic%2Fpatient%2Flist',
    'signed in as 王医生 (authenticated)',
    'signed out: anonymous, server told: true',
  ],
  'super-query-codec.mjs': [
    'sent: or [{"field":"name","rule":"like","val":"王"},{"field":"sex","rule":"in","val":"1,2"}]',
    'read back: name like 王 or sex in 1,2',
  ],
  'tabs.mjs': [
    'open: 首页 | 患者列表 | 患者详情 - 张三; active /patients/7',
    'close active: {"navigateTo":"/patients"}',
    'close home: {"warning":"首页不能关闭!"}',
    'open: 首页 | 患者列表',
  ],
  'tenant.mjs': [
    'tenants: 健康服务中心, 第二医院; acting in 1000, analysis home, tab 首页',
    'notice: 您不属于该租户',
    'full load of /dashboard/analysis',
    'acting in 1423892807230000001, workbench home, tab 工作台; the user reads 1423892807230000001',
    'cards: 在册患者, 随访记录, 未读消息; counted: true',
    'after logout: 0 tenants, tenant store null',
  ],
  'title.mjs': [
    'home tab: 首页, 工作台, 统计分析',
    'menu under DF-D-WEB: 统计分析, 患者列表',
    'menu under TB-D-WEB: 首页, 患者列表',
    'document: 患者列表 - 健康服务中心 | 健康服务中心 | 健康服务中心',
    'another name: 患者列表 - 慢病管理平台',
  ],
  'upload.mjs': [
    'notice: 请上传图片',
    'value: temp/b.png,temp/a.png',
    'items: b.png done, a.png done, broken.png error',
  ],
};

/** Every file a package's built entries (code and declarations) reach through relative imports. */
function reachable(root: string, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(root, file))) return;
    seen.add(file);
    const text = readFileSync(join(root, file), 'utf8');
    const declarations = file.endsWith('.d.ts');
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = normalize(join(dirname(file), spec!));
      visit(declarations ? target.replace(/\.js$/, '.d.ts') : target);
    }
  };
  entries.forEach(visit);
  return seen;
}

/** tsc over probe files in `cwd` (strict, nodenext); its output, empty when they compile. */
function compile(cwd: string, files: readonly string[]): { code: number; out: string } {
  const tsc = join(REPO_ROOT, 'node_modules', '.bin', 'tsc');
  const args = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext'];
  args.push('--target', 'es2022', '--lib', 'es2023,dom', ...files);
  try {
    return { code: 0, out: execFileSync(tsc, args, { cwd, encoding: 'utf8' }) };
  } catch (err) {
    const e = err as { status: number; stdout: string };
    return { code: e.status, out: e.stdout };
  }
}

describe('the packed hooks', () => {
  let ui: string;
  let hooksTarball: string;
  /** The tarball's files, `package/`-prefixed. */
  let listing: string[];

  beforeAll(() => {
    ensureBuilt(['hooks']);
    // pnpm pack, as publishing would: the workspace link to the SDK becomes its version.
    const packed = execFileSync('pnpm', ['pack', '--json', '--pack-destination', work], {
      cwd: HOOKS_DIR,
      encoding: 'utf8',
    });
    hooksTarball = (JSON.parse(packed) as { filename: string }).filename;
    listing = execFileSync('tar', ['-tzf', hooksTarball], { encoding: 'utf8' }).split('\n');
    // The hooks' own dependencies, packed from this install: the test needs no registry.
    const manifest = JSON.parse(readFileSync(join(HOOKS_DIR, 'package.json'), 'utf8'));
    const own = Object.keys(manifest.dependencies as Record<string, string>).filter(
      (n) => !n.startsWith('@clinic/'),
    );
    const dependencies = own.map((name) => {
      const dir = realpathSync(join(HOOKS_DIR, 'node_modules', name));
      const out = execFileSync('npm', ['pack', '--json', '--pack-destination', work, dir], {
        encoding: 'utf8',
      });
      return join(work, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename);
    });
    ui = join(work, 'ui');
    mkdirSync(ui, { recursive: true });
    writeFileSync(join(ui, 'package.json'), JSON.stringify({ name: 'another-ui', private: true }));
    const install = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
    execFileSync('npm', [...install, tarball, hooksTarball, ...dependencies], { cwd: ui, stdio: 'pipe' });
    for (const [file, code] of [...hooksBlocks, ...featureExamples]) writeFileSync(join(ui, file), code);
  });

  beforeAll(async () => {
    // The SDK's last test leaves the server in HMAC mode; the hooks' examples use the default signer.
    await server?.stop();
    server = await startReferenceServer({ dataDir: join(work, 'data'), logDir: work });
  });

  it('ships built code and types reached from its entries, no tests or test kits, no workspace links', () => {
    for (const entry of ['index', 'models', 'react']) {
      expect(listing).toContain(`package/dist/${entry}.js`);
      expect(listing).toContain(`package/dist/${entry}.d.ts`);
    }
    expect(listing.filter((f) => /test|fake-|arbitraries/.test(f))).toEqual([]);
    // The READMEs ship (the packer always takes them), and so does the API reference they link to.
    expect(listing).toContain('package/src/session/README.md');
    const pages = readdirSync(join(HOOKS_DIR, 'docs', 'api')).filter((f) => f.endsWith('.md'));
    expect(pages).toContain('session.md');
    expect(pages.filter((page) => !listing.includes(`package/docs/api/${page}`))).toEqual([]);
    const installed = join(ui, 'node_modules/@clinic/hooks');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
    expect(manifest.engines.node).toBe('>=20.19');
    const shipped = listing
      .filter((f) => /^package\/dist\/.*\.js$/.test(f))
      .map((f) => f.slice('package/'.length));
    // No other code ships: a module only types use is reached through its declarations.
    const used = reachable(installed, ['dist/index.js', 'dist/index.d.ts']);
    expect(shipped.filter((f) => !used.has(f) && !used.has(f.replace(/\.js$/, '.d.ts')))).toEqual([]);
  });

  it('every link of its markdown (READMEs, API reference) leads to a file of the package', () => {
    const markdown = listing.filter((f) => f.endsWith('.md')).map((f) => f.slice('package/'.length));
    const installed = join(ui, 'node_modules/@clinic/hooks');
    const reached = new Set<string>();
    const broken: string[] = [];
    for (const file of markdown) {
      for (const target of markdownLinks(readFileSync(join(installed, file), 'utf8'))) {
        // Anchors within the page and the running server's addresses are not files.
        if (target.startsWith('#') || /^https?:/.test(target)) continue;
        const path = normalize(join(dirname(file), target.split('#')[0]!));
        if (listing.includes(`package/${path}`)) reached.add(path);
        else broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
    // The feature READMEs reach their API reference pages, and the root README the index.
    expect([...reached]).toContain('docs/api/README.md');
    expect([...reached]).toContain('docs/api/session.md');
  });

  it('the core entry loads without React, from an ES module and from require; the full entry needs React', async () => {
    expect(existsSync(join(ui, 'node_modules/react'))).toBe(false);
    writeFileSync(
      join(ui, 'core.mjs'),
      `import { createMemoryRouterAdapter, createListModel, parseCron } from '@clinic/hooks/core';
       const router = createMemoryRouterAdapter('/patients?pageNo=2');
       console.log('esm', typeof createListModel, router.getSearch().pageNo, parseCron('0 0 12 * * ?').second);`,
    );
    writeFileSync(
      join(ui, 'core.cjs'),
      `const { createMemoryRouterAdapter } = require('@clinic/hooks/core');
       console.log('require', createMemoryRouterAdapter('/a?b=c').getSearch().b);`,
    );
    writeFileSync(join(ui, 'full.mjs'), `await import('@clinic/hooks');`);
    const esm = await runNode(ui, 'core.mjs', {});
    expect(esm.stderr).toBe('');
    expect(esm.stdout).toMatch(/^esm function 2 \S+/m);
    const cjs = await runNode(ui, 'core.cjs', {});
    expect(cjs.code, cjs.stderr).toBe(0);
    expect(cjs.stdout).toContain('require c');
    expect(cjs.stderr).not.toMatch(/ExperimentalWarning/);
    const full = await runNode(ui, 'full.mjs', {});
    expect(full.code).not.toBe(0);
    expect(full.stderr).toContain("Cannot find package 'react'");
  });

  it('the core types compile without React types, from an ES module and from CommonJS', () => {
    const probe = `
      export function patients(client: import('@clinic/sdk').ClinicClient) {
        return hooks.createListModel({
          urls: { list: '/chronic/patient/list' },
          transport: hooks.createSdkListTransport(client),
          router: hooks.createMemoryRouterAdapter('/patients'),
          columns: ['name', 'sex'],
        });
      }`;
    writeFileSync(join(ui, 'probe.mts'), `import * as hooks from '@clinic/hooks/core';\n${probe}`);
    writeFileSync(join(ui, 'probe.cts'), `import hooks = require('@clinic/hooks/core');\n${probe}`);
    expect(compile(ui, ['probe.mts', 'probe.cts'])).toEqual({ code: 0, out: '' });
    writeFileSync(
      join(ui, 'no-columns.mts'),
      `import * as hooks from '@clinic/hooks/core';
       hooks.createListModel({ urls: {}, transport: hooks.createSdkListTransport(null!), router: hooks.createMemoryRouterAdapter() });`,
    );
    expect(compile(ui, ['no-columns.mts']).out).toMatch(/Property 'columns' is missing/);
  });

  it('the README has one runnable example per main feature', () => {
    expect([...hooksBlocks.keys()].sort()).toEqual([
      'advanced-query.mjs',
      'editable-table.mjs',
      'list-page.mjs',
    ]);
  });

  it('every main feature has a README with one runnable example, named apart from all others', () => {
    const main = ['cron', 'dict', 'editable-table', 'form', 'layout', 'list-page', 'menu', 'messages'];
    main.push('permission', 'projects', 'session', 'super-query', 'tabs', 'upload');
    main.push('greeting', 'i18n', 'idle', 'live', 'password', 'pickers', 'rich-text', 'tenant', 'title');
    expect([...featureBlocks.keys()]).toEqual(expect.arrayContaining(main));
    expect([...featureBlocks].filter(([, blocks]) => blocks.size !== 1).map(([f]) => f)).toEqual([]);
    const names = [...hooksBlocks.keys(), ...featureExamples.map(([file]) => file)];
    expect(new Set(names).size).toBe(names.length);
    expect(featureExamples.map(([file]) => file).sort()).toEqual(Object.keys(FEATURE_OUTPUT).sort());
  });

  it.each(Object.entries(FEATURE_OUTPUT))(
    'feature README example %s prints what it shows',
    async (file, lines) => {
      const out = await runNode(ui, file, { CLINIC_API: server!.apiUrl });
      expect(out.code, out.stderr).toBe(0);
      expect(out.stderr).toBe('');
      const printed = out.stdout.split('\n');
      for (const line of lines) expect(printed, file).toContain(line);
    },
  );

  it('permission.mjs: the doctor has a menu and button permissions, and holds the first of them', async () => {
    const out = await runNode(ui, 'permission.mjs', { CLINIC_API: server!.apiUrl });
    expect(out.stdout).toMatch(/^menu entries: [1-9]\d*, button permissions: [1-9]\d*$/m);
    expect(out.stdout).toMatch(/^[\w:]+: true$/m);
  });

  it('list-page.mjs: loads a page of patients and pages through the address', async () => {
    const out = await runNode(ui, 'list-page.mjs', { CLINIC_API: server!.apiUrl });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stderr).toBe('');
    expect(out.stdout).toMatch(/^page 1: \S+(, \S+){4} of \d+$/m);
    expect(out.stdout).toMatch(/^page 2, address \?pageNo=2$/m);
  });

  it('advanced-query.mjs: the advanced query narrows the list on the server', async () => {
    const out = await runNode(ui, 'advanced-query.mjs', { CLINIC_API: server!.apiUrl });
    expect(out.code, out.stderr).toBe(0);
    const [, found, all] = /^name like 王: (\d+) of (\d+)$/m.exec(out.stdout) ?? [];
    expect(Number(found)).toBeGreaterThan(0);
    expect(Number(found)).toBeLessThan(Number(all));
    expect(out.stdout).toContain('every name has 王: true');
  });

  it('editable-table.mjs: required cells, number drafts, totals and drag order', async () => {
    const out = await runNode(ui, 'editable-table.mjs', {});
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^valid: false; row 2: \{"drug":"[^"]+"\}$/m);
    expect(out.stdout).toMatch(/^valid: true; total dose 750$/m);
    const rows = JSON.parse(out.stdout.trim().split('\n').at(-1)!) as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.drug, r.dose, r.orderNum])).toEqual([
      ['阿卡波糖', 250, 1],
      ['二甲双胍', 500, 2],
    ]);
  });
});
