// `pnpm bench`: performance targets as side-by-side ratios measured in one run (never timed unit tests).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: { include: ['bench/**/*.bench.ts'], environment: 'node', pool: 'forks', hookTimeout: 180_000 },
});
