// 系统管理 → 操作日志 and 登录日志 as admin: an edit of a patient is found by the query form (who, which record, which
// fields); a refused login of another user shows with its reason; both pages are read-only and export.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { signIn, signInHome, sideMenu, snap } from './shell-support.js';

const table = (page: Page) => page.locator('table:visible');
const firstRow = (page: Page) => table(page).locator('tbody tr[data-index="0"]');
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

async function openLogPage(page: Page, title: string) {
  const link = sideMenu(page).getByRole('link', { name: title });
  // 系统管理 stays open once opened: a second click would fold it.
  if (!(await link.isVisible())) await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await link.click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
}

async function search(page: Page, url: RegExp) {
  const answered = page.waitForResponse(url);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await answered;
}

test('操作日志 answers who changed a patient; 登录日志 shows a refused login with its reason', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await page.goto('/chronic/patient/list');
  await expect(firstRow(page)).toBeVisible();
  await firstRow(page).getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑患者档案' });
  await expect(dialog.getByLabel('姓名', { exact: true })).not.toHaveValue('');
  const name = await dialog.getByLabel('姓名', { exact: true }).inputValue();
  await dialog.getByLabel('住址', { exact: true }).fill(`幸福路${Date.now() % 1000}号`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('编辑成功').first()).toBeVisible();

  await openLogPage(page, '操作日志');
  await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0);
  await queryForm(page).getByLabel('记录名称：', { exact: true }).fill(name);
  await queryForm(page).getByLabel('业务对象：', { exact: true }).fill('患者');
  await search(page, /\/jeecg-boot\/sys\/log\/operation\/list\?/);
  const change = table(page).locator('tbody tr', { hasText: '修改：住址' }).first();
  await expect(change).toContainText('管理员');
  await expect(change).toContainText('患者档案');
  await expect(change).toContainText('编辑');
  await expect(change).toContainText(name);
  await expect(change).toContainText('成功');
  await expect(change.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await snap(page, testInfo, 'operation-log');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^操作日志.*\.xlsx?$/);

  // Another user mistypes a password in another browser.
  const other = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'zh-CN' });
  const stranger = await other.newPage();
  await signIn(stranger, 'doctor', 'Wrong#2026');
  await expect(stranger.getByText('用户名或密码错误').first()).toBeVisible();
  await other.close();

  await openLogPage(page, '登录日志');
  // By placeholder: the kept-alive 操作日志 page holds an input of the same field id (username), so the label's
  // `for` finds that one first.
  await queryForm(page).getByPlaceholder('请输入登录账号').fill('doctor');
  await search(page, /\/jeecg-boot\/sys\/log\/login\/list\?/);
  const refused = table(page).locator('tbody tr', { hasText: '用户名或密码错误' }).first();
  await expect(refused).toContainText('王医生');
  await expect(refused).toContainText('失败');
  await expect(refused).toContainText('账号登录');
  await snap(page, testInfo, 'login-log');
});

test('日志 pages at 375 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInHome(page, 'admin', '管理员');
  await page.goto('/system/position');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增职务' });
  await dialog.getByLabel('职务编码', { exact: true }).fill('log375');
  await dialog.getByLabel('职务名称', { exact: true }).fill('日志职务');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/system/log/operation');
  await expect(page.getByRole('heading', { name: '操作日志', level: 2 })).toBeVisible();
  await expect(table(page).getByRole('cell', { name: '日志职务' })).toBeVisible();
  await snap(page, testInfo, 'operation-log-375');
  await page.goto('/system/log/login');
  await expect(page.getByRole('heading', { name: '登录日志', level: 2 })).toBeVisible();
  await expect(firstRow(page)).toBeVisible();
  await snap(page, testInfo, 'login-log-375');
});
