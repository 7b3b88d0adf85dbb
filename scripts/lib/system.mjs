// Debian packages the test suite needs (Chromium, CJK fonts, PostgreSQL) and a throwaway PostgreSQL server on loopback.
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capture, run, step } from './run.mjs';

const isRoot = process.getuid?.() === 0;

export function pgBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function hasCjkFont() {
  if (capture('dpkg', ['-s', 'fonts-noto-cjk']).status === 0) return true;
  const fc = capture('fc-list', [':lang=zh']);
  return fc.status === 0 && fc.stdout.length > 0;
}

/** Installs chromium, fonts-noto-cjk and postgresql with apt when any is absent. */
export async function ensureSystemPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (!pgBinDir()) missing.push('postgresql');
  if (!missing.length) return true;
  step(`安装系统软件包: ${missing.join(' ')}`);
  const sudo = isRoot ? [] : ['sudo'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) =>
    sudo.length ? run('sudo', ['-E', 'apt-get', ...args], { env }) : run('apt-get', args, { env });
  await apt(['update', '-qq']);
  const code = await apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  return code === 0;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts PostgreSQL in a temporary data directory on a free loopback port; returns { url, stop }. */
export async function startPostgres() {
  const bin = pgBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'clinic-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  let asDbUser = (cmd, args) => run(cmd, args);
  if (isRoot) {
    const uid = Number(capture('id', ['-u', 'postgres']).stdout);
    const gid = Number(capture('id', ['-g', 'postgres']).stdout);
    if (!Number.isInteger(uid) || uid <= 0) throw new Error('no postgres system user');
    chownSync(dir, uid, gid);
    asDbUser = (cmd, args) => run('runuser', ['-u', 'postgres', '--', cmd, ...args]);
  }
  const init = await asDbUser(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '-N'],
    {},
  );
  if (init !== 0) throw new Error('initdb failed');
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = await asDbUser(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    opts,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  if (start !== 0) throw new Error('pg_ctl start failed');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await asDbUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
