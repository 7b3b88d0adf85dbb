// The research app (RWS-P-WEB) as the journeys reach it: its own login page, its 研究导航 rail, and a project chosen
// from the rail's 项目 list.
import { expect, type Page } from '@playwright/test';
import { escape } from './menu-support.js';
import { PASSWORD } from './shell-support.js';

export const researchRail = (page: Page) => page.getByRole('navigation', { name: '研究导航' });

/** Signs in at the research login; the shell is ready once its header names the current project. */
export async function signInResearch(page: Page, username: string, password = PASSWORD) {
  await page.goto('/user/login?appCode=RWS-P-WEB');
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  await expect(page.getByTestId('project-name')).toBeVisible();
}

/**
 * Chooses a project by name from the 项目 list (other journeys on the same server create projects, and the newest
 * loads first); its subject list opens.
 */
export async function openProject(page: Page, project: string) {
  await researchRail(page).getByRole('button', { name: '项目' }).hover();
  await page
    .getByTestId('project-hover-list')
    .getByRole('button', { name: new RegExp(`^${escape(project)}`) })
    .first()
    .click();
  await expect(page.getByTestId('project-name')).toHaveText(project.slice(0, 8));
  await expect(page).toHaveURL(/\/medicalRecords\/list/);
}

/**
 * Opens a page of the current project from the header: its link beside the project's name, or, where the header is
 * too narrow for all of them, the entry under 更多.
 */
export async function openProjectPage(page: Page, name: string) {
  const header = page.getByRole('banner');
  const link = header.getByRole('link', { name, exact: true });
  if ((await link.count()) > 0) {
    await link.first().click();
    return;
  }
  await header.getByRole('button', { name: '更多项目页面' }).click();
  await page.getByRole('menu', { name: '更多项目页面' }).getByRole('menuitem', { name, exact: true }).click();
}
