// `npm test` step: fails when the console's production build breaks a first-load budget (scripts/lib/bundle-budget.mjs).
import { join } from 'node:path';
import { analyzeDist, BUDGETS, kib } from './lib/bundle-budget.mjs';
import { root } from './lib/run.mjs';

const result = analyzeDist(process.argv[2] ?? join(root, 'console', 'dist'));
const biggest = [...result.chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
console.log(`入口及预加载: ${kib(result.entry.gzip)} KiB gzip (${result.entry.files.length} 个文件)`);
console.log(`登录页合计: ${kib(result.login.gzip)} KiB gzip / 预算 ${kib(BUDGETS.loginRoute)} KiB`);
console.log(
  `最大的按需加载块: ${biggest.map((c) => `${c.file} ${kib(c.gzip)} KiB${c.widget ? ' (组件)' : ''}`).join(', ')}`,
);
if (result.violations.length) {
  console.error(`超出首屏预算:\n  ${result.violations.join('\n  ')}`);
  process.exit(1);
}
console.log('首屏预算: 通过');
