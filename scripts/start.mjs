// `npm start`: install what is missing, build, then serve the console and the API on one port (embedded PGlite by default).
import { build, install } from './lib/bootstrap.mjs';
import { root, run, step } from './lib/run.mjs';

await install();
const failed = await build();
if (failed.length) {
  console.error(`构建失败: ${failed.join(', ')}`);
  process.exit(1);
}
step('启动服务 (数据库准备与演示数据在首次启动时完成)');
const code = await run(process.execPath, ['server/dist/main.js'], {
  env: {
    CONSOLE_DIR: process.env.CONSOLE_DIR ?? `${root}/console/dist`,
    DATA_DIR: process.env.DATA_DIR ?? `${root}/.data/pglite`,
  },
});
process.exit(code);
