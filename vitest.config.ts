// One Vitest run over every package; each package is a project with its own environment.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const resolve = { conditions: ['source'] };
// Node-environment projects resolve through Vite's SSR resolver, which needs the condition too.
const ssr = { resolve: { conditions: ['source'], externalConditions: ['source'] } };

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default, which is one worker on CI's 2 cores; the main process mostly
    // waits, and two workers ran the PGlite phase in 812 s instead of 1,133 s here (same 4,989 tests).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        // Property tests run hundreds of cases: 20 s holds on a busy machine, not only a quiet one.
        test: {
          name: 'sdk',
          root: './sdk',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        test: {
          name: 'hooks',
          root: './hooks',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          // A busy machine (CI's 2 cores, or helpers beside a full run) slows rendering, not correctness.
          setupFiles: ['./src/dom-timeouts.test-util.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        test: {
          name: 'console',
          root: './console',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          // A busy machine (CI's 2 cores, or helpers beside a full run) slows rendering, not correctness.
          setupFiles: ['./src/dom-timeouts.test-util.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./src/http/testing/drift-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'contract',
          root: './tests',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'security/**/*.test.ts', 'build/**/*.test.ts'],
          setupFiles: ['../server/src/http/testing/drift-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // The packages as others install them: packed tarballs in temporary folders, against the built server.
        test: {
          name: 'packages',
          root: './tests',
          environment: 'node',
          include: ['packages/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
        },
      },
    ],
  },
});
