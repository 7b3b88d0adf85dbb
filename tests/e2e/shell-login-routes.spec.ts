// Each application code (and web alias) sends a logged-out visitor to its own login route (shell-spec 2.2),
// and a deep link opened while logged out is where the user lands after signing in (2.4).
import { test, expect } from './fixtures.js';
import { signIn, snap } from './shell-support.js';

const CASES: { query: string; login: string }[] = [
  { query: 'appCode=TB-D-WEB', login: '/user/tblogin' },
  { query: 'appCode=DF-D-WEB', login: '/user/dflogin' },
  { query: 'appCode=RWS-P-WEB', login: '/user/bllogin' },
  { query: 'appCode=RWS-O-WEB', login: '/user/bllogin' },
  { query: 'appCode=TB-D-WEB-ZY', login: '/user/tbzylogin' },
  { query: 'appCode=TB-IH-WEB', login: '/user/tbzylogin' },
  { query: 'appCode=PSC-TB-WEB', login: '/user/login' },
  { query: 'appCode=PSC-TB-WEB&webAlias=BSC', login: '/user/bscbllogin' },
  { query: 'appCode=PSC-TB-WEB&webAlias=YCBL', login: '/user/ycbllogin' },
];

test('every application code and web alias has its own login route', async ({ page }) => {
  for (const { query, login } of CASES) {
    await page.goto(`/dashboard/analysis?${query}`);
    await expect(page, query).toHaveURL((url) => url.pathname === login);
    await expect(page.locator(`[data-login-route="${login}"]`)).toBeVisible();
    // The override is remembered without the query: a plain address goes to the same login.
    await page.goto('/task');
    await expect(page, `${query} remembered`).toHaveURL((url) => url.pathname === login);
    // Forget the alias so the next case starts from the code alone.
    await page.goto('/404?webAlias=');
  }
});

test('a deep link opened while logged out is where the user lands after login', async ({ page }) => {
  await page.goto('/system/role?from=mail');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fsystem%2Frole%3Ffrom%3Dmail$/);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/system\/role\?from=mail$/);
  await expect(
    page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: /角色管理/ }),
  ).toHaveAttribute('aria-selected', 'true');
});

test('the research code lands on its own login and shows the research shell after login', async ({
  page,
}, testInfo) => {
  await page.goto('/workbench?appCode=RWS-P-WEB');
  await expect(page).toHaveURL(/\/user\/bllogin\?redirect=/);
  await expect(page.getByRole('heading', { name: '云病历管理平台' })).toBeVisible();
  await snap(page, testInfo, 'login-research');
  await signIn(page, 'researcher', undefined, '/user/bllogin');
  await expect(page).toHaveURL(/\/workbench/);
  const rail = page.getByRole('navigation', { name: '研究导航' });
  for (const title of ['工作台', '项目', '任务', '消息', '反馈'])
    await expect(rail.getByText(title, { exact: true })).toBeVisible();
  await expect(rail).toHaveCSS('width', '60px');
  await snap(page, testInfo, 'layout-research');
  await page.goto('/404?appCode=');
});
