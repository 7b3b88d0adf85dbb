// Issue 17 item 8: the analysis home of 健康服务中心 shows the server's figures of the demo clinic; each number opens
// its list, filtered as it was counted, and that list's total is the number; the trend, the disease and the per-department follow-up completion charts draw.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { signInHome, snap } from './shell-support.js';

async function shoot(page: Page, testInfo: Parameters<typeof snap>[1], name: string) {
  await snap(page, testInfo, `${name}-1280`);
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280-full.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-375-full.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A chart finished drawing: its canvas holds painted pixels. */
async function expectDrawn(chart: Locator) {
  await expect(chart).toHaveAttribute('data-chart-status', 'ready');
  const painted = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d')!;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  });
  expect(painted).toBeGreaterThan(500);
}

test('the analysis home: figures of the clinic that open their lists, the trend and the disease charts', async ({
  page,
}, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  const figures = page.getByRole('region', { name: '数据概览' });
  const titles = ['患者总数', '本月新增', '本月随访', '待随访', '已逾期'];
  for (const title of titles)
    await expect(figures.getByRole('article', { name: title, exact: true })).toBeVisible();

  await expectDrawn(page.locator('figure[data-chart="近12个月新增患者与随访人次"]'));
  await expectDrawn(page.locator('figure[data-chart="患者病种分布"]'));
  // The demo clinic's patients fall under several diseases, 高血压 first (the pie's table, read as a screen reader would).
  const pieTable = page.getByRole('table', { name: '患者病种分布' });
  await expect(pieTable.getByRole('row', { name: /高血压/ })).toBeAttached();
  // Follow-up completion per department of the demo clinic's patients, stacked 已完成 / 未完成.
  const bars = page.locator('figure[data-chart="各科室近12个月应随访人次与完成人次"]');
  await expectDrawn(bars);
  const barTable = page.getByRole('table', { name: '各科室近12个月应随访人次与完成人次' });
  await expect(barTable.getByRole('columnheader', { name: '已完成' })).toBeAttached();
  expect(await barTable.getByRole('row').count()).toBeGreaterThan(2);
  await shoot(page, testInfo, 'analysis-home');

  for (const title of titles) {
    const link = figures.getByRole('article', { name: title, exact: true }).getByRole('link');
    const shown = Number((await link.innerText()).replace(/[^\d]/g, ''));
    if (title === '患者总数') expect(shown).toBeGreaterThanOrEqual(200);
    await link.click();
    await expect(page).not.toHaveURL(/\/dashboard\/analysis/);
    await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${shown} 条`);
    if (title === '本月新增') await snap(page, testInfo, 'analysis-home-opened-list');
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  }
});
