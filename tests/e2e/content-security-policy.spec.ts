// The console runs under the server's Content-Security-Policy (issue 11): every page a user reaches is served with
// the policy and raises no violation; a control proves a violation would be caught.
import { expect, test } from './fixtures.js';
import { signInHome } from './shell-support.js';
import { watchViolations } from './support/csp-violations.js';

// One page of each kind the menu opens: registry lists, the dictionary's editable table, the widget page (pickers,
// cron, uploads, zod forms), the notices, the messages and the analysis home.
const PAGES = [
  ['/dashboard/analysis', '首页'],
  ['/system/user', '用户管理'],
  ['/system/role', '角色管理'],
  ['/system/depart', '部门管理'],
  ['/system/dict', '字典管理'],
  ['/system/annountCement', '通知公告'],
  ['/system/feedback/list', '反馈记录'],
  ['/chronic/patient/list', '患者列表'],
  ['/demo/form', '控件示例'],
  ['/isps/userAnnouncement', '我的消息'],
] as const;

test('login and the pages of the side menu run under the policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const first = await page.goto('/user/login');
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).not.toContain("'unsafe-eval'");
  await signInHome(page, 'admin', '管理员');
  expect(await violations()).toEqual([]);
  for (const [path, title] of PAGES) {
    const answer = await page.goto(path);
    expect(answer?.headers()['content-security-policy'], path).toBe(policy);
    await expect(page.getByRole('tab', { name: new RegExp(title) }).first()).toBeVisible();
    // Give lazy chunks, fonts and images of the page time to load before reading the violations.
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});

test.describe('the control', () => {
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });
  test('an inline script injected into the page is refused and reported', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/user/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
    });
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
    expect(
      await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
    ).toBeUndefined();
  });
});
