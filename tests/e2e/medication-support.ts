// The 用药记录 dialog of 患者列表 for the medication e2e specs: a patient with one medication made through the SDK,
// the list searched by name, the dialog opened from the patient's row, and a cell of its grid.
import type { Locator, Page } from '@playwright/test';
import { adminSdkClient, signInHome, sideMenu } from './shell-support.js';

export const cellAt = (grid: Locator, row: number, key: string) =>
  grid.locator(`[data-cell="${row}:${key}"]`);

/** A new patient with one medication; `stored()` reads that medication back from the server. */
export async function patientWithMedication(
  baseURL: string,
  name: string,
  medication: Record<string, unknown>,
) {
  const client = await adminSdkClient(baseURL);
  await client.call('patientAdd', { body: { name, sex: '1', status: '1' } as never });
  const patients = (await client.call('patientList', { query: { name } as never })) as {
    records: { id: string }[];
  };
  const patientId = patients.records[0]!.id;
  await client.call('medicationAdd', { body: { patientId, ...medication } as never });
  const stored = async () =>
    (
      (await client.call('medicationList', { query: { patientId } as never })) as {
        records: Record<string, unknown>[];
      }
    ).records[0]!;
  return { client, patientId, stored };
}

/** Signed in as the administrator, 患者列表 searched for `name`. */
export async function patientListFor(page: Page, name: string) {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '患者列表' }).click();
  const search = page.getByRole('search', { name: '查询条件' });
  await search.getByLabel('姓名：').fill(name);
  await search.getByRole('button', { name: '查询', exact: true }).click();
}

/** 用药记录 opened from the patient's row. */
export async function openMedications(page: Page, name: string) {
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: '用药记录' })
    .click();
  const dialog = page.getByRole('dialog', { name: `用药记录：${name}` });
  return { dialog, grid: dialog.getByRole('grid', { name: '用药记录' }) };
}
