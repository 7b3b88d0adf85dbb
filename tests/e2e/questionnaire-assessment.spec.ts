// 慢病管理 → 问卷管理 / 问卷结果 (issue 17 item 3) as admin: a questionnaire made with 新增, its questions designed
// (single choice with scored options, a multiple choice, a number) with result bands, published, filled for a
// patient with the form renderer (the server's 总分 and 评估结论 shown), found in 问卷结果 with the advanced query
// and exported; a draft is not offered for filling.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { chooseOption } from './select-support.js';
import { adminSdkClient, sideMenu, signInHome, snap } from './shell-support.js';
import { advancedQuery, exportList } from './operations-support.js';

const table = (page: Page) => page.locator('table:visible').first();
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });

async function shoot(page: Page, testInfo: Parameters<typeof snap>[1], name: string) {
  await snap(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('问卷评估: design a scored questionnaire, publish it, fill it for a patient, find and export the result', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now() % 100000;
  const name = `睡眠评估${stamp}`;
  const patient = `问卷患者${stamp}`;
  const client = await adminSdkClient(baseURL!);
  await client.call('patientAdd', { body: { name: patient, diseaseType: 'HBP' } as never });

  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '问卷管理' }).click();
  // The seeded instruments are there, published.
  await expect(rowOf(page, 'PHQ-9 抑郁筛查')).toContainText('已发布');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增问卷' });
  await add.getByLabel('问卷名称', { exact: true }).fill(name);
  await chooseOption(add.getByLabel('问卷分类', { exact: true }), '生活方式');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  await expect(rowOf(page, name)).toContainText('草稿');

  // 题目设计: two scored single choices in a dimension, a multiple choice, a number; bands.
  await rowOf(page, name).getByRole('button', { name: '题目设计' }).click();
  const design = page.getByRole('dialog', { name: `题目设计：${name}` });
  await design.getByRole('button', { name: '＋单选题' }).click();
  await design.getByLabel('第1题 题目').fill('入睡需要多长时间');
  await design.getByLabel('第1题 维度').fill('睡眠');
  await design.getByLabel('第1题 选项1', { exact: true }).fill('30分钟内');
  await design.getByLabel('第1题 选项1 分值').fill('0');
  await design.getByLabel('第1题 选项2', { exact: true }).fill('超过1小时');
  await design.getByLabel('第1题 选项2 分值').fill('3');
  await design.getByRole('button', { name: '＋单选题' }).click();
  await design.getByLabel('第2题 题目').fill('夜间醒来几次');
  await design.getByLabel('第2题 维度').fill('睡眠');
  await design.getByLabel('第2题 选项1', { exact: true }).fill('不醒');
  await design.getByLabel('第2题 选项2', { exact: true }).fill('2次以上');
  await design.getByLabel('第2题 选项2 分值').fill('2');
  await design.getByRole('button', { name: '＋多选题' }).click();
  await design.getByLabel('第3题 题目').fill('白天的感觉');
  await design.getByLabel('第3题 选项1', { exact: true }).fill('困倦');
  await design.getByLabel('第3题 选项1 分值').fill('1');
  await design.getByLabel('第3题 选项2', { exact: true }).fill('头痛');
  await design.getByLabel('第3题 选项2 分值').fill('1');
  await design.getByRole('button', { name: '＋数值题' }).click();
  await design.getByLabel('第4题 题目').fill('每晚睡眠小时数');
  // A band overlapping another is refused with the rule's message before anything is saved.
  await design.getByRole('button', { name: '＋添加分级' }).click();
  await design.getByLabel('第1级 最高分').fill('3');
  await design.getByLabel('第1级 结论').fill('睡眠良好');
  await design.getByRole('button', { name: '＋添加分级' }).click();
  await design.getByLabel('第2级 最低分').fill('3');
  await design.getByLabel('第2级 结论').fill('睡眠障碍');
  await expect(design).toContainText('满分 7 分');
  await design.getByRole('button', { name: '保存' }).click();
  await expect(design.getByRole('alert')).toContainText('结果分级「睡眠良好」与「睡眠障碍」的分数范围重叠');
  await design.getByLabel('第2级 最低分').fill('4');
  await snap(page, testInfo, 'questionnaire-design-1280');
  await design.getByRole('button', { name: '保存' }).click();
  await expect(design).toBeHidden();
  await expect(rowOf(page, name)).toContainText('4');

  // A draft is not offered for filling; 编辑 publishes it.
  await expect(rowOf(page, name).getByRole('button', { name: '填写' })).toHaveCount(0);
  await rowOf(page, name).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑问卷' });
  await edit.getByRole('radio', { name: '已发布' }).check();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name)).toContainText('已发布');
  // 高级查询 by 问卷名称 finds it; 导出 downloads the found questionnaires.
  await advancedQuery(page, '问卷名称', { text: name });
  await expect(rowOf(page, name)).toBeVisible();
  await exportList(page, '问卷');
  await shoot(page, testInfo, 'questionnaire-list');

  // 填写: the patient picked by name, the questions answered; the server's score and band come back.
  await rowOf(page, name).getByRole('button', { name: '填写' }).click();
  const fill = page.getByRole('dialog', { name: `填写问卷：${name}` });
  await fill.getByRole('button', { name: '提交问卷' }).click();
  await expect(fill.getByText('请选择患者!')).toBeVisible();
  await fill.getByRole('button', { name: '患者', exact: true }).click();
  await page.getByRole('textbox', { name: '搜索患者' }).pressSequentially(patient, { delay: 30 });
  await page.getByRole('listbox', { name: '患者' }).getByRole('option', { name: patient }).click();
  await fill
    .getByRole('radiogroup', { name: '1. 入睡需要多长时间' })
    .getByRole('radio', { name: '超过1小时' })
    .check();
  await fill
    .getByRole('radiogroup', { name: '2. 夜间醒来几次' })
    .getByRole('radio', { name: '2次以上' })
    .check();
  await fill.getByRole('checkbox', { name: '困倦' }).check();
  await fill.getByLabel('4. 每晚睡眠小时数').fill('5');
  await shoot(page, testInfo, 'questionnaire-fill');
  await fill.getByRole('button', { name: '提交问卷' }).click();
  const result = fill.getByRole('region', { name: '评估结果' });
  // 3 + 2 + 1 = 6: 睡眠障碍; the 睡眠 dimension 5.
  await expect(result.locator('output')).toHaveText('6');
  await expect(result).toContainText('睡眠障碍');
  await expect(result).toContainText('睡眠 5 分');
  await expect(result).toContainText(patient);
  await shoot(page, testInfo, 'questionnaire-result');
  await result.getByRole('button', { name: '关闭' }).click();

  // 问卷结果: the advanced query finds it by 评估结论 and 总分; 导出 downloads the list.
  await sideMenu(page).getByRole('link', { name: '问卷结果' }).click();
  await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0);
  await expect(rowOf(page, patient)).toContainText(name);
  await page.getByRole('button', { name: '高级查询' }).click();
  const query = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = query.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '评估结论');
  await first.getByRole('textbox').last().fill('睡眠障碍');
  await query.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  const found = rowOf(page, patient);
  await expect(found).toContainText('6');
  await expect(found).toContainText('睡眠 5');
  await shoot(page, testInfo, 'questionnaire-results');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^问卷结果.*\.xlsx?$/);

  // 填写问卷 from the toolbar offers only published questionnaires.
  await page.getByRole('button', { name: '填写问卷' }).click();
  const pick = page.getByRole('dialog', { name: '填写问卷' });
  await pick.getByRole('combobox', { name: '问卷' }).click();
  const offered = page.getByRole('listbox');
  await expect(offered.getByRole('option', { name })).toBeVisible();
  await expect(offered.getByRole('option', { name: 'PHQ-9 抑郁筛查' })).toBeVisible();
  await page.keyboard.press('Escape');
});
