// The console by keyboard alone (issue 14 item 5): login, the skip link, the side menu (focus lands on the page's title),
// a list page (query, sort header, pagination), 高级查询, 新增, the 删除 confirmation and 系统设置 (Esc closes each and
// focus is back on what opened it), the editable table (Tab in, arrows, Enter/F2, Esc) and the tab strip (arrows, Enter).
// Screenshots of the focus rings at 1280 and 375 px are kept.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { adminSdkClient, sideMenu, snap, tabStrip, PASSWORD } from './shell-support.js';

/** Presses `key` until `target` has focus (a user tabbing to it), failing after `max` presses. */
async function pressTo(page: Page, target: Locator, max = 60, key = 'Tab') {
  // The element is found once: a role query per press over a 30-row list made a long walk outlast the test on a
  // busy machine.
  const handle = (await target.count()) === 1 ? await target.elementHandle() : null;
  const focused = async () =>
    handle
      ? handle.evaluate((el) => el === document.activeElement)
      : (await target.count()) === 1 && (await target.evaluate((el) => el === document.activeElement));
  for (let i = 0; i < max; i++) {
    if (await focused()) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused({ timeout: 1_000 });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

async function keyboardLogin(page: Page) {
  await page.goto('/user/login');
  await pressTo(page, page.getByLabel('用户名'));
  await page.keyboard.type('admin');
  await pressTo(page, page.getByLabel('密码', { exact: true }), 3);
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
}

/** Opens a side-menu entry by keyboard: Tab to its group, Enter opens it, Tab to the link, Enter. */
async function openByKeyboard(page: Page, group: string, name: string) {
  const menu = sideMenu(page);
  const toggle = menu.getByRole('button', { name: group });
  await pressTo(page, toggle);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await pressTo(page, menu.getByRole('link', { name, exact: true }), 20);
  await page.keyboard.press('Enter');
  // The page's title takes focus: a screen reader reads it, Tab goes on into the page.
  await expect(heading(page, name)).toBeFocused();
}

test('keyboard: login, skip link, side menu, list page, 高级查询, 新增, 删除 and 系统设置', async ({
  page,
}, testInfo) => {
  // ~1,400 key presses walk past every row's controls and back: minutes on a busy machine
  test.setTimeout(240_000);
  await keyboardLogin(page);

  // The first Tab of the signed-in shell reaches 跳到主要内容, shown while it has focus.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await snap(page, testInfo, 'focus-skip-link-1280');

  await openByKeyboard(page, '慢病管理', '患者列表');
  const list = page.locator('main');
  await expect(list.getByRole('navigation', { name: '分页' })).toContainText('共');

  // The skip link moves focus into the page area.
  await pressTo(page, skip, 40, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(list).toBeFocused();

  // The query form: type a name, Enter runs 查询; 重置 clears it.
  await pressTo(page, list.getByLabel('姓名：'), 5);
  await page.keyboard.type('张');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q\.name=/);
  await pressTo(page, list.getByRole('button', { name: '重置' }), 20);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/q\.name=/);

  // 新增: open, fill by keyboard, Esc closes, focus is back on 新增.
  const add = list.getByRole('button', { name: '新增' });
  await pressTo(page, add, 10);
  await snap(page, testInfo, 'focus-add-button-1280');
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: /新增/ });
  await expect(form).toBeVisible();
  await pressTo(page, form.getByLabel('姓名', { exact: true }), 10);
  await page.keyboard.type('键盘录入');
  await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('键盘录入');
  await snap(page, testInfo, 'focus-add-dialog-1280');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();

  // 高级查询 opens, Esc closes it, focus is back on the button.
  const advanced = list.getByRole('button', { name: '高级查询' });
  await pressTo(page, advanced, 10);
  await page.keyboard.press('Enter');
  const builder = page.getByRole('dialog', { name: '高级查询构造器' });
  await expect(builder).toBeVisible();
  await expect(builder.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(builder).toBeHidden();
  await expect(advanced).toBeFocused();

  // A sort header: a visible ring, Enter sorts ascending then descending.
  const nameHeader = list.getByRole('columnheader', { name: /姓名/ });
  await pressTo(page, nameHeader.getByRole('button'), 10);
  await snap(page, testInfo, 'focus-sort-header-1280');
  await page.keyboard.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

  // A row's 删除 asks first; Esc answers 取消 and focus is back on that 删除.
  const remove = list.locator('table:visible tbody tr').first().getByRole('button', { name: '删除' });
  await pressTo(page, remove, 40);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  // Pagination: 下一页 by keyboard, past every row's controls.
  await pressTo(page, list.getByRole('button', { name: '下一页' }), 600);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/pageNo=2/);

  // 系统设置 from the user menu: arrows in the menu, Esc closes the drawer, focus is back on the menu's button.
  const userMenu = page.getByRole('button', { name: /用户菜单/ });
  await pressTo(page, userMenu, 800, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await pressTo(page, page.getByRole('menuitem', { name: '系统设置' }), 8, 'ArrowDown');
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: '系统设置' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(userMenu).toBeFocused();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: '用户菜单' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(userMenu).toBeFocused();
  await snap(page, testInfo, 'focus-user-menu-375');
});

test('keyboard: the tab strip and the editable table', async ({ page, server }, testInfo) => {
  test.setTimeout(90_000);
  // A dictionary of the hospital's own (the platform's are read-only), to edit in 字典配置.
  const client = await adminSdkClient(server.baseURL);
  const code = `kb_${Date.now() % 1000000}`;
  await client.call('dictAdd', { body: { dictName: '键盘字典', dictCode: code } as never });

  await keyboardLogin(page);
  await openByKeyboard(page, '系统管理', '用户管理');
  await openByKeyboard(page, '系统管理', '字典管理');

  // Tabs: one Tab stop on the active tab, arrows move along the strip, Enter opens, the title takes focus.
  const strip = tabStrip(page);
  await pressTo(page, strip.getByRole('tab', { selected: true }), 40, 'Shift+Tab');
  await expect(strip.getByRole('tab', { selected: true })).toContainText('字典管理');
  await page.keyboard.press('ArrowLeft');
  const users = strip.getByRole('tab', { name: /用户管理/ });
  await expect(users).toBeFocused();
  await snap(page, testInfo, 'focus-tab-1280');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/user/);
  await expect(heading(page, '用户管理')).toBeFocused();
  await pressTo(page, strip.getByRole('tab', { selected: true }), 40, 'Shift+Tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(heading(page, '字典管理')).toBeFocused();

  // The editable table of 字典配置: 新增 opens the new row's 名称, Tab goes on, arrows move, Enter and F2 edit,
  // Esc gives the value back.
  const main = page.locator('main');
  await pressTo(page, main.getByLabel('字典编码：'), 10);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  const open = main.getByRole('row', { name: /键盘字典/ }).getByRole('button', { name: '字典配置' });
  await pressTo(page, open, 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^字典配置：键盘字典/ });
  const grid = dialog.getByRole('grid', { name: '字典项' });
  await pressTo(page, dialog.getByRole('button', { name: '新增' }), 10);
  await page.keyboard.press('Enter');
  const first = grid.locator('[data-cell="0:itemText"]');
  await expect(first.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('苹果');
  await page.keyboard.press('Tab');
  await page.keyboard.type('A1');
  await page.keyboard.press('Enter');
  await expect(grid.locator('[data-cell="0:itemValue"]')).toContainText('A1');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('[data-cell="0:itemValue"]')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  // Enter opens the cell on its value; Esc gives back the value typed over.
  await page.keyboard.press('Enter');
  await expect(first.getByRole('textbox')).toHaveValue('苹果');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('临时');
  await expect(first.getByRole('textbox')).toHaveValue('临时');
  await page.keyboard.press('Escape');
  await expect(first).toContainText('苹果');
  // F2 opens it too.
  await page.keyboard.press('F2');
  await expect(first.getByRole('textbox')).toHaveValue('苹果');
  await page.keyboard.press('Escape');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await snap(page, testInfo, 'focus-editable-cell-1280');
  await pressTo(page, dialog.getByRole('button', { name: '保存' }), 40);
  await page.keyboard.press('Enter');
  await expect(page.getByText('保存成功').first()).toBeVisible();
  // Esc stays with the grid (it cancels a cell); 关闭 closes the dialog and focus is back on 字典配置.
  await pressTo(page, dialog.getByRole('button', { name: '关闭', exact: true }).last(), 40);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // Opened again with its saved row and no cell selected: Tab reaches the grid's first cell (its one Tab stop).
  await page.keyboard.press('Enter');
  await expect(grid.locator('[data-cell="0:itemText"]')).toContainText('苹果');
  for (let i = 0; i < 15 && (await first.getAttribute('aria-selected')) !== 'true'; i++) {
    await page.keyboard.press('Tab');
  }
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('[data-cell="0:itemValue"]')).toHaveAttribute('aria-selected', 'true');
});
