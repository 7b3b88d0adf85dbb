// The editable table in Chromium on its real page (患者列表 → 用药记录) at 1,000 medications × 11 columns, beside the
// same dialog at 10 rows: from a real key press (its event's time stamp) to the frame painted after it, and how many
// table, row and cell components rendered per keystroke (counted by the console when window.__clinicRenders exists).
import type { Page } from '@playwright/test';
import { benchContext, launchBenchChromium, signInAsAdmin } from './bench-chromium.js';

type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface KeystrokeMeasure {
  rows: number;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Components rendered per keystroke. */
  renders: { table: number; row: number; cell: number };
}

export type EditableTableReport =
  { large: KeystrokeMeasure; small: KeystrokeMeasure; ratio: number } | { error: string };

const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 80);

declare global {
  interface Window {
    __clinicRenders?: Record<string, number>;
    __keys: { latencies: number[] };
  }
}

/** Before the console loads: the render counters, and for each key press the time from its event to the next painted frame. */
function instrument() {
  window.__clinicRenders = {};
  window.__keys = { latencies: [] };
  document.addEventListener(
    'keydown',
    (event) => {
      const since = event.timeStamp;
      // The frame after the key's work: its animation frame, then a task that runs once it has been painted.
      requestAnimationFrame(() =>
        setTimeout(() => window.__keys.latencies.push(performance.now() - since), 0),
      );
    },
    true,
  );
}

/** 1,000 (and 10) medications of two patients of the bench tenant, written straight into the table. */
async function seedMedications(query: RawQuery, tenant: string): Promise<{ large: string; small: string }> {
  const patients = (
    await query('SELECT id, name FROM chronic_patient WHERE tenant_id = $1 ORDER BY name LIMIT 2', [tenant])
  ).rows as { id: string; name: string }[];
  const [large, small] = patients;
  if (!large || !small) throw new Error('no patients to hang medications on');
  // The demo seed gives patients medications of their own: the tables hold exactly the measured rows.
  await query('DELETE FROM chronic_medication WHERE tenant_id = $1 AND patient_id IN ($2, $3)', [
    tenant,
    large.id,
    small.id,
  ]);
  for (const [patient, count] of [
    [large, 1000],
    [small, 10],
  ] as const)
    await query(
      `INSERT INTO chronic_medication (id, tenant_id, patient_id, drug_name, spec, dose, dose_unit, frequency, route,
         start_date, end_date, long_term, remark, order_num)
       SELECT $1 || '-' || i, $2, $1, '药品' || lpad(i::text, 4, '0'), (i % 9 + 1) || '0mg*28片', (i % 20) * 2.5,
              'mg', (ARRAY['qd','bid','tid'])[i % 3 + 1], 'po', date '2026-01-01' + i % 300, NULL,
              (i % 2)::text, '备注' || i, i
       FROM generate_series(1, $3::int) AS i`,
      [patient.id, tenant, count],
    );
  return { large: large.name, small: small.name };
}

async function openMedications(page: Page, name: string, rows: number) {
  const search = page.getByRole('search', { name: '查询条件' });
  await search.getByLabel('姓名：').fill(name);
  await search.getByRole('button', { name: '查询', exact: true }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: '用药记录' })
    .click();
  const dialog = page.getByRole('dialog', { name: `用药记录：${name}` });
  const grid = dialog.getByRole('grid', { name: '用药记录' });
  await grid.and(page.locator(`[aria-rowcount="${rows + 1}"]`)).waitFor({ timeout: 60_000 });
  return { dialog, grid };
}

async function measureTyping(page: Page, name: string, rows: number): Promise<KeystrokeMeasure> {
  const { dialog, grid } = await openMedications(page, name, rows);
  // Type into the 规格 cell of the first row, then of a row scrolled into the middle of the table.
  const targets = [0, Math.floor(rows / 2)];
  const latencies: number[] = [];
  const renders: Record<string, number> = {};
  let typed = 0;
  for (const row of targets) {
    await grid.evaluate((el, index) => {
      const scroller = el.closest('[data-testid="editable-table-scroll"]')!;
      scroller.scrollTop = index * 61 - 100;
    }, row);
    const cell = grid.locator(`[data-cell="${row}:spec"]`);
    await cell.click();
    await page.keyboard.press('Control+a');
    await page.evaluate(() => {
      window.__keys.latencies = [];
      window.__clinicRenders = {};
    });
    for (let i = 0; i < KEYSTROKES / targets.length; i++) {
      await page.keyboard.press(String(i % 10));
      // The next key after this one's frame, as a fast typist's keys arrive.
      await page.waitForFunction((n) => window.__keys.latencies.length >= n, i + 1);
      typed++;
    }
    latencies.push(...(await page.evaluate(() => window.__keys.latencies)));
    for (const [name, n] of Object.entries(await page.evaluate(() => ({ ...window.__clinicRenders }))))
      renders[name] = (renders[name] ?? 0) + n;
    await page.keyboard.press('Escape');
  }
  const per = (key: string) => Number(((renders[key] ?? 0) / typed).toFixed(1));
  await dialog.getByText('关闭', { exact: true }).click();
  const sorted = [...latencies].sort((a, b) => a - b);
  const pick = (q: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));
  return {
    rows,
    keystrokes: typed,
    medianMs: pick(0.5),
    p95Ms: pick(0.95),
    maxMs: Number(sorted.at(-1)!.toFixed(1)),
    renders: { table: per('table'), row: per('row'), cell: per('cell') },
  };
}

export async function editableTableBench(
  origin: string,
  query: RawQuery,
  tenant: string,
): Promise<EditableTableReport> {
  let names: { large: string; small: string };
  try {
    names = await seedMedications(query, tenant);
  } catch (error) {
    return { error: `medications not seeded: ${String(error).slice(0, 300)}` };
  }
  const browser = await launchBenchChromium();
  if ('error' in browser) return browser;
  try {
    const page = await (await benchContext(browser, origin)).newPage();
    await page.addInitScript(instrument);
    await signInAsAdmin(page);
    await page.goto('/chronic/patient/list');
    // Side by side: the small table first and last around the large one, so the machine's load weighs on both.
    const small1 = await measureTyping(page, names.small, 10);
    const large = await measureTyping(page, names.large, 1000);
    const small2 = await measureTyping(page, names.small, 10);
    const small = small1.medianMs <= small2.medianMs ? small1 : small2;
    return { large, small, ratio: Number((large.medianMs / Math.max(0.1, small.medianMs)).toFixed(2)) };
  } catch (error) {
    if (process.env.BENCH_DEBUG_SHOT)
      await browser.contexts()[0]?.pages()[0]?.screenshot({ path: process.env.BENCH_DEBUG_SHOT });
    return { error: String(error).slice(0, 500) };
  } finally {
    await browser.close();
  }
}
