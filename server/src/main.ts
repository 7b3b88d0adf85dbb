#!/usr/bin/env node
// Entry point: config from the environment, database open and migrated, seeded when empty, then serve until a signal.
import { mkdirSync } from 'node:fs';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { loadConfig } from './config.js';
import { buildApp } from './http/app.js';
import { createNotifier } from './live/notifier.js';
import { seed } from './seed/index.js';
import { DEMO_PASSWORD, TENANTS, USERS } from './seed/identity-data.js';

function printBanner(url: string): void {
  const tenantName = new Map<string, string>(TENANTS.map((t) => [t.id, t.name]));
  const lines = [
    `控制台: ${url}`,
    '',
    '演示账号 (密码均为 ' + DEMO_PASSWORD + '):',
    ...USERS.slice(0, 4).map(
      (u) =>
        `  ${u.username.padEnd(14)} ${u.realname.padEnd(6, '　')} ${u.tenants.map((t) => `${t} ${tenantName.get(t) ?? ''}`).join('、')}`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const opened = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await migrate(opened);
  const { created } = await seed(opened.db, { openapiPath: config.openapiPath });
  const notifier = createNotifier(opened.db, opened.kind);
  const app = await buildApp({ db: opened.db, config, notifier });
  if (created) app.log.info('演示数据已写入');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, '正在停止服务');
    try {
      await app.close();
      await notifier.close();
      await opened.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, '停止服务时出错');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  printBanner(`http://${host}:${config.port}/`);
}

main().catch((error: unknown) => {
  process.stderr.write(`服务启动失败: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
