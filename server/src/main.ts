#!/usr/bin/env node
// Entry point: config from the environment, database open and migrated, seeded when empty, then serve until a signal.
// `--production` (or NODE_ENV=production) refuses unsafe configurations and seeds demo data only with SEED_DEMO=1.
import { mkdirSync } from 'node:fs';
import { CLINIC_TIME_ZONE } from './db/clinic-clock.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { withStartupLock } from './db/startup-lock.js';
import { ConfigError, isProduction, loadConfig } from './config.js';
import { buildApp } from './http/app.js';
import { createNotifier } from './live/notifier.js';
import { createJobRunner, quartzJobSource, scheduledJobs } from './jobs/index.js';
import { TENANT_JOB_HANDLERS } from './handlers/quartz-job-handlers.js';
import { InstallationError, seed } from './seed/index.js';
import { DEMO_PASSWORD, TENANTS, USERS } from './seed/identity-data.js';

function printBanner(url: string, demo: boolean): void {
  const tenantName = new Map<string, string>(TENANTS.map((t) => [t.id, t.name]));
  const lines = [`控制台: ${url}`];
  if (demo)
    lines.push(
      '',
      '演示账号 (密码均为 ' + DEMO_PASSWORD + '):',
      ...USERS.slice(0, 4).map(
        (u) =>
          `  ${u.username.padEnd(14)} ${u.realname.padEnd(6, '　')} ${u.tenants.map((t) => `${t} ${tenantName.get(t) ?? ''}`).join('、')}`,
      ),
    );
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  // One clock for the process and the database: cron expressions fire, and 下次执行时间 read, on the clinic's clock
  // (the console's cron editor previews them in the same zone), whatever zone the machine is set to.
  process.env.TZ = CLINIC_TIME_ZONE;
  // The flag is the same switch as NODE_ENV=production, for libraries too.
  if (isProduction(process.env, process.argv)) process.env.NODE_ENV = 'production';
  const config = loadConfig(process.env);
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const opened = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  // Several processes may start at once on one PostgreSQL: one migrates and seeds, the others wait and find it done.
  const { created } = await withStartupLock(opened, async () => {
    await migrate(opened);
    return seed(opened.db, {
      openapiPath: config.openapiPath,
      demo: config.seedDemo,
      initialAdmin: config.initialAdmin,
    });
  });
  const notifier = createNotifier(opened.db, opened.kind);
  const app = await buildApp({ db: opened.db, config, notifier });
  if (created)
    app.log.info({ demo: config.seedDemo }, config.seedDemo ? '演示数据已写入' : '已创建第一个租户与管理员');
  if (config.production && !config.databaseUrl)
    app.log.warn('生产模式使用内嵌 PGlite: 只能运行一个进程；多进程请设置 DATABASE_URL 指向 PostgreSQL');

  const jobs = createJobRunner({
    db: opened.db,
    jobs: scheduledJobs(),
    // The tenants' 定时任务, read on every tick: a started, paused or edited job takes effect within a tick.
    source: quartzJobSource(opened.db, TENANT_JOB_HANDLERS, notifier, config.jobTickMs * 3),
    log: app.log,
    tickMs: config.jobTickMs,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, '正在停止服务');
    app.drain();
    try {
      await jobs.stop();
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
  if (config.runJobs) jobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  printBanner(`http://${host}:${port}/`, config.seedDemo && !config.production);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof InstallationError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`服务启动失败: ${message}\n`);
  if (!known && error instanceof Error && error.stack && process.env.NODE_ENV !== 'production')
    process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
