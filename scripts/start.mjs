// `npm start`: install and build what changed, then serve the console and the API on one port (embedded PGlite by
// default). `npm start -- --production` (or NODE_ENV=production) starts the server in production mode (README).
import { build, install } from './lib/bootstrap.mjs';
import { root, run, step } from './lib/run.mjs';

const production = process.argv.includes('--production') || process.env.NODE_ENV === 'production';
// The console signs with the server's secret (JeecgBoot's browser signature): Vite embeds it at build time.
if (process.env.SIGN_SECRET) process.env.VITE_SIGN_SECRET = process.env.SIGN_SECRET;

await install();
const failed = await build();
if (failed.length) {
  console.error(`构建失败: ${failed.join(', ')}`);
  process.exit(1);
}
step(production ? '启动服务 (生产模式)' : '启动服务 (数据库准备与演示数据在首次启动时完成)');
const code = await run(process.execPath, ['server/dist/main.js', ...(production ? ['--production'] : [])], {
  env: {
    CONSOLE_DIR: process.env.CONSOLE_DIR ?? `${root}/console/dist`,
    DATA_DIR: process.env.DATA_DIR ?? `${root}/.data/pglite`,
  },
});
process.exit(code);
