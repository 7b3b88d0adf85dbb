// axe-core over the pages of this issue: no WCAG A/AA violation on login, home, 404 or the logout dialog.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('login, home, logout dialog and 404 have no axe violations', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByLabel('用户名').fill('doctor');
  await page.getByLabel('密码').fill('Clinic@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '欢迎，王医生' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/404');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
