// Test fixtures: one real server per worker, and pages that fail their test on any page or console error.
import { test as base, expect } from '@playwright/test';
import { startServer, type RunningServer } from './support/start-server.js';
import { undocumented } from '../support/document-validator.js';
import { operationFor } from '../support/operation-match.js';

const API_PREFIX = '/jeecg-boot';

interface WorkerFixtures {
  server: RunningServer;
  /** More server environment for a spec file (`test.use({ serverEnv })` starts its own worker and server). */
  serverEnv: Record<string, string>;
}

interface TestFixtures {
  /** Console errors a test expects (e.g. Chromium's line for a deliberate 401); anything else fails it. */
  allowedConsoleErrors: RegExp[];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv }, use, workerInfo) => {
      const server = await startServer({ logDir: workerInfo.project.outputDir, env: serverEnv });
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
    // Every API answer the page received is judged against the contract by an off-the-shelf OpenAPI validator,
    // beside the server's own check (VALIDATE_RESPONSES, global teardown).
    const answers: Array<Promise<string | null>> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith(API_PREFIX)) return;
      const op = operationFor(response.request().method(), url.pathname.slice(API_PREFIX.length));
      if (!op) return;
      answers.push(
        (async () => {
          let body: string;
          let headers: Record<string, string>;
          try {
            body = (await response.body()).toString('utf8');
            headers = await response.allHeaders();
          } catch {
            return null; // The page went away before the answer could be read whole.
          }
          const answer = { statusCode: response.status(), headers, body };
          const problem = await undocumented(op, answer);
          return problem && `${op.operationId} ${url.pathname}: ${problem}`;
        })(),
      );
    });
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
    const drift = (await Promise.all(answers)).filter((p): p is string => p !== null);
    expect(drift, 'answers outside the OpenAPI document').toEqual([]);
  },
});

export { expect };
