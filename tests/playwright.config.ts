// Playwright for the console journeys: Debian's Chromium, one worker, screenshots kept as artifacts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  testDir: here('./e2e'),
  outputDir: here('./test-results'),
  globalSetup: here('./e2e/support/global-setup.ts'),
  globalTeardown: here('./e2e/support/global-teardown.ts'),
  // The machine has 2 shared cores, and each worker starts its own server.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
