// Test fixtures: one real server per worker, and pages that fail their test on any page or console error.
import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './support/start-server.js';

interface WorkerFixtures {
  server: RunningServer;
}

interface TestFixtures {
  /** Console errors a test expects (e.g. Chromium's line for a deliberate 401); anything else fails it. */
  allowedConsoleErrors: RegExp[];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startServer({ logDir: workerInfo.project.outputDir });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push(`console.error: ${text} (${message.location().url})`);
    });
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };
