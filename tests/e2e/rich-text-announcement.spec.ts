// The rich-text editor on 通知公告's 内容 (issue 12 item 1), reached from 系统管理 as admin: a list, a coloured
// line, an image inserted from the toolbar and one pasted, saved, reloaded and read back in the editor and in the
// published notice; script typed or pasted as HTML never runs; no Content-Security-Policy violation on the way.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { signInHome, sideMenu, snap } from './shell-support.js';

// A 1x1 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);

/** Every <img> inside `scope` has loaded real pixels (the stored file was read through the session). */
async function expectImagesLoaded(scope: Locator, count: number) {
  const images = scope.locator('img');
  await expect(images).toHaveCount(count);
  for (let i = 0; i < count; i++)
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
}

test('通知公告 内容 in the rich-text editor: list, colour, images, saved and rendered; script never runs', async ({
  page,
}, testInfo) => {
  const violations = await watchViolations(page);
  const title = `富文本通知${Date.now() % 100000}`;
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByText('系统管理', { exact: true }).click();
  await sideMenu(page).getByRole('link', { name: '通知公告' }).click();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增通知公告' });
  await add.getByLabel('标题', { exact: true }).fill(title);

  const editor = add.getByRole('textbox', { name: '内容' });
  const tools = add.getByRole('toolbar', { name: '编辑工具栏' });
  await expect(editor).toBeVisible();
  // widgets-spec: height 300 for the editing area.
  expect(Math.round((await add.getByTestId('rich-text-area').boundingBox())!.height)).toBe(300);
  await editor.click();
  await page.keyboard.type('门诊调整通知');
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: '项目符号列表' }).click();
  await page.keyboard.type('内分泌科全天门诊');
  await page.keyboard.press('Enter');
  await page.keyboard.type('请相互转告');
  await page.keyboard.press('Shift+Home');
  await tools.getByRole('button', { name: '文字颜色' }).click();
  await page.getByRole('button', { name: '红色' }).click();
  // The focus is back in the text at once (not on the toolbar button a moment later, after the click below).
  await expect(editor).toBeFocused();
  await expect(editor.locator('li span', { hasText: '请相互转告' })).toHaveCSS('color', 'rgb(224, 62, 45)');
  await expect(editor.locator('ul li')).toHaveCount(2);
  await editor.locator('li', { hasText: '请相互转告' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // leaves the list

  // Script typed as text stays text.
  await page.keyboard.type('<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">');
  await page.keyboard.press('Enter');

  // An image from the toolbar's 插入图片, uploaded through the common upload.
  const chooser = page.waitForEvent('filechooser');
  await tools.getByRole('button', { name: '插入图片' }).click();
  await (await chooser).setFiles({ name: '排班表.png', mimeType: 'image/png', buffer: PNG });
  await expectImagesLoaded(editor, 1);

  // A pasted image file and pasted hostile HTML.
  await editor.evaluate(
    (box, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], '粘贴.png', { type: 'image/png' }));
      box.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [...PNG],
  );
  await expectImagesLoaded(editor, 2);
  await editor.evaluate((box) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p>粘贴内容<img src=x onerror="window.__pwned=3"><script>window.__pwned=4</script></p>',
    );
    data.setData('text/plain', '粘贴内容');
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editor).toContainText('粘贴内容');
  await expectImagesLoaded(editor, 2);
  await expect(add.getByText(/字数：\d+/)).toBeVisible();
  expect(Number((await add.getByText(/字数：\d+/).textContent())!.replace(/\D/g, ''))).toBeGreaterThan(20);

  // Full screen and back (Esc leaves full screen, not the dialog).
  await tools.getByRole('button', { name: '全屏' }).click();
  const shell = add.getByTestId('rich-text-editor');
  await expect.poll(async () => (await shell.boundingBox())!.width).toBe(1280);
  await snap(page, testInfo, 'rich-text-fullscreen');
  await page.keyboard.press('Escape');
  await expect(add).toBeVisible();
  await expect(tools.getByRole('button', { name: '全屏' })).toBeVisible();
  await snap(page, testInfo, 'rich-text-editor');

  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();

  // Reloaded: the editor shows what was saved.
  await page.reload();
  await page.getByRole('search', { name: '查询条件' }).getByLabel('标题：', { exact: true }).fill(title);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const row = page.locator('table:visible tbody tr', { hasText: title });
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑通知公告' });
  const saved = edit.getByRole('textbox', { name: '内容' });
  await expect(saved.locator('ul li')).toHaveCount(2);
  await expect(saved.locator('li span', { hasText: '请相互转告' })).toHaveCSS('color', 'rgb(224, 62, 45)');
  await expect(saved).toContainText('<script>window.__pwned=1</script>');
  await expectImagesLoaded(saved, 2);
  await edit.getByRole('button', { name: '关闭' }).first().click();
  await expect(edit).toBeHidden();

  // Published and read as a notice: the same rich text, sanitised again in the browser.
  await row.getByRole('button', { name: '发布' }).click();
  await page.getByRole('alertdialog', { name: '确认发布' }).getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已发布');
  await page.goto('/isps/userAnnouncement');
  await page.getByRole('tab', { name: '通知公告' }).click();
  await page.getByRole('button', { name: title }).click();
  const html = page.getByTestId('announcement-detail').getByTestId('announcement-html');
  await expect(html.locator('ul li')).toHaveCount(2);
  await expect(html.locator('span', { hasText: '请相互转告' })).toHaveCSS('color', 'rgb(224, 62, 45)');
  await expect(html).toContainText('<script>window.__pwned=1</script>');
  await expectImagesLoaded(html, 2);
  await expect(html.locator('script, [onerror], iframe')).toHaveCount(0);
  await snap(page, testInfo, 'rich-text-rendered');
  expect(await pwned(page)).toBeUndefined();
  expect(await violations()).toEqual([]);
});
