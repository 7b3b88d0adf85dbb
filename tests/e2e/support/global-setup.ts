// Before the suite: make sure a built console exists for the server to serve.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { consoleDist, repoRoot } from './paths.js';

export default function globalSetup(): void {
  // `npm test` builds everything first; a bare `playwright test` builds the console only when absent
  // (or when E2E_BUILD=1 asks for a fresh one).
  if (existsSync(join(consoleDist, 'index.html')) && process.env.E2E_BUILD !== '1') return;
  const result = spawnSync('npx', ['-y', 'pnpm@10.34.9', '--filter', '@clinic/console', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('console build failed; see the output above');
}
