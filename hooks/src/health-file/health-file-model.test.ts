import { describe, expect, it } from 'vitest';
import { ApiError, NotFoundError, PermissionError } from '@clinic/sdk';
import { defineResource, resources, type ResourceDef } from '@clinic/sdk/resources';
import { createHealthFileModel, patientFactsOf, vitalTrendOf } from './health-file-model.js';
import { healthFileSectionsOf, patientListHref } from './health-file-sections.js';

type Row = Record<string, unknown>;
const error404 = () => new NotFoundError({ message: '未找到对应数据', status: 404, code: 404 } as never);

const patient: Row = {
  id: 'p1',
  name: '张三',
  sex: '1',
  sex_dictText: '男',
  birthday: '1960-03-01',
  age: 66,
  idCard: '110101********1234',
  phone: '138****5678',
  diseaseType: 'HBP,T2DM',
  diseaseType_dictText: '高血压,2型糖尿病',
  status: '1',
  status_dictText: '在管',
  height: 170,
  weight: 80,
  doctorId: 'u-doc',
  doctorId_dictText: '王医生',
  deptId: 'd-gone',
  deptId_dictText: 'd-gone',
  labelIds: 'l1,l2',
  labelIds_dictText: '高危,重点随访',
};

/** A client answering per resource base: queryById from `byId`, list from `lists` (the params recorded). */
function fakeClient(byId: Record<string, Row | Error>, lists: Record<string, Row[] | Error>) {
  const calls: { base: string; params: Row }[] = [];
  const client = {
    resource: (base: string) => ({
      queryById: async (id: string) => {
        const answer = byId[id];
        if (answer instanceof Error) throw answer;
        if (!answer) throw error404();
        return answer;
      },
      list: async (params: Row) => {
        calls.push({ base, params });
        const rows = lists[base] ?? [];
        if (rows instanceof Error) throw rows;
        return { records: rows.slice(0, Number(params.pageSize)), total: rows.length };
      },
    }),
    download: async () => ({ blob: new Blob(), filename: null }),
  };
  return { client: client as never, calls };
}

const all = () => true;
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('health file sections', () => {
  it('are the declared resources listed by patientId that the user may list, in file order', () => {
    const keys = healthFileSectionsOf(all).map((s) => s.key);
    expect(keys).toContain('vitals');
    expect(keys).toContain('appointments');
    expect(keys.indexOf('vitals')).toBeLessThan(keys.indexOf('appointments'));
    const denied = healthFileSectionsOf((code) => code !== 'chronic:vitalSign:list').map((s) => s.key);
    expect(denied).not.toContain('vitals');
    expect(denied).toContain('appointments');
  });

  it('leave out a resource without a patientId filter and one not declared', () => {
    const visits = resources.followup;
    const byName = defineResource({
      name: visits.name,
      title: '随访记录',
      tag: visits.tag,
      base: visits.base,
      permission: visits.permission,
      fields: [{ name: 'patientName', title: '患者姓名', type: 'string' }],
    });
    const registry = { vitalSign: resources.vitalSign, [visits.name]: byName } as Record<string, ResourceDef>;
    expect(healthFileSectionsOf(all, registry).map((s) => s.key)).toEqual(['vitals']);
  });

  it('show the declaration’s columns without the patient and link to the list filtered by the patient', () => {
    const vitals = healthFileSectionsOf(all).find((s) => s.key === 'vitals')!;
    expect(vitals.columns.map((c) => c.title)).toContain('收缩压(mmHg)');
    expect(vitals.columns.some((c) => c.key === 'patientId' || c.key === 'createTime')).toBe(false);
    expect(patientListHref(vitals.listPath!, 'p 1')).toBe('/chronic/vitalSign/list?q.patientId=p+1');
  });
  it('add the long text a file reads to the list’s columns (干预内容, 随访建议)', () => {
    const sections = healthFileSectionsOf(all);
    const titles = (key: string) => sections.find((s) => s.key === key)!.columns.map((c) => c.title);
    expect(titles('interventions')).toEqual(expect.arrayContaining(['干预方式', '干预内容', '干预结果']));
    expect(titles('followups')).toEqual(expect.arrayContaining(['应随访日期', '随访状态', '随访建议']));
  });
  it('show a questionnaire’s dimension subtotals as words, not as the stored JSON', () => {
    const results = healthFileSectionsOf(all).find((s) => s.key === 'questionnaires')!;
    expect(results.columns.map((c) => c.title)).toEqual(expect.arrayContaining(['问卷', '总分', '评估结论']));
    expect(results.cells.dimensionScores!({ dimensionScores: '{"躯体症状":5,"情绪":3}' })).toBe(
      '躯体症状 5；情绪 3',
    );
  });
});

describe('patient facts', () => {
  it('show names for stored values, masked numbers as answered, BMI with its band, no raw id', () => {
    const facts = Object.fromEntries(patientFactsOf(patient).map((f) => [f.label, f.value]));
    expect(facts['性别']).toBe('男');
    expect(facts['身份证号']).toBe('110101********1234');
    expect(facts['手机号']).toBe('138****5678');
    expect(facts['病种']).toBe('高血压,2型糖尿病');
    expect(facts['责任医生']).toBe('王医生');
    expect(facts['BMI']).toBe('27.7（超重）');
    // a department the server could not name shows nothing rather than its id
    expect(facts['管理部门']).toBe('—');
    expect(Object.values(facts)).not.toContain('u-doc');
  });

  it('leave BMI empty without height or weight', () => {
    const facts = patientFactsOf({ ...patient, height: null });
    expect(facts.find((f) => f.label === 'BMI')!.value).toBe('—');
  });
});

describe('vital trend', () => {
  it('runs oldest first, names series without units, marks the time on a day measured twice', () => {
    const trend = vitalTrendOf([
      { measureTime: '2026-11-02 08:10:00', systolic: 150, diastolic: 95, fastingGlucose: 8.1 },
      { measureTime: '2026-09-01 07:30:00', systolic: 160, diastolic: 100, fastingGlucose: null },
      { measureTime: '2026-11-02 18:00:00', systolic: 140, diastolic: 90, fastingGlucose: '7.5' },
    ]);
    expect(trend.labels).toEqual(['2026-09-01', '2026-11-02 08:10', '2026-11-02 18:00']);
    expect(trend.pressure).toEqual([
      { name: '收缩压', data: [160, 150, 140] },
      { name: '舒张压', data: [100, 95, 90] },
    ]);
    expect(trend.glucose).toEqual([{ name: '空腹血糖', data: [null, 8.1, 7.5] }]);
  });
});

describe('health file model', () => {
  it('reads the patient, titles the file by name and reads a tab by patientId, newest first, when shown', async () => {
    const vitals = Array.from({ length: 12 }, (_, i) => ({
      id: `v${i}`,
      measureTime: `2026-${String(i + 1).padStart(2, '0')}-01 08:00:00`,
      systolic: 130 + i,
    }));
    const { client, calls } = fakeClient(
      { p1: patient },
      { '/chronic/vitalSign': vitals, '/sys/label': [{ id: 'l1', name: '高危', color: '#F5222D' }] },
    );
    const model = createHealthFileModel({ client, patientId: 'p1', can: all });
    await model.load();
    const state = model.getSnapshot();
    expect(state.status).toBe('ready');
    expect(state.title).toBe('健康档案-张三');
    expect(state.tabs[0]).toEqual({ key: 'basic', title: '基本资料' });
    expect(state.patient!.labels).toEqual([
      { value: 'l1', label: '高危', color: '#F5222D' },
      { value: 'l2', label: '重点随访', color: null },
    ]);
    // nothing of a tab is read before it is shown
    expect(calls.filter((c) => c.base === '/chronic/vitalSign')).toHaveLength(0);

    model.select('vitals');
    await settle();
    const vitalCalls = calls.filter((c) => c.base === '/chronic/vitalSign');
    expect(vitalCalls.map((c) => c.params)).toContainEqual({
      pageNo: 1,
      pageSize: 10,
      patientId: 'p1',
      column: 'measureTime',
      order: 'desc',
    });
    const section = model.getSnapshot().sections.vitals!;
    expect(section).toMatchObject({ status: 'ready', total: 12 });
    expect(section.rows).toHaveLength(10);
    expect(model.getSnapshot().trend!.labels).toHaveLength(12);

    await model.setPage('vitals', 2);
    expect(vitalCalls.length).toBeLessThan(calls.filter((c) => c.base === '/chronic/vitalSign').length);
    expect(model.getSnapshot().sections.vitals!.pageNo).toBe(2);
    expect(model.listHref('vitals')).toBe('/chronic/vitalSign/list?q.patientId=p1');
  });

  it('says not found for another clinic’s patient (the server answers 404) and shows no data', async () => {
    const { client, calls } = fakeClient({ other: error404() }, {});
    const model = createHealthFileModel({ client, patientId: 'other', can: all });
    await model.load();
    expect(model.getSnapshot()).toMatchObject({ status: 'notFound', patient: null });
    model.select('vitals');
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('says denied when the user may not read patients, and keeps other failures as their message', async () => {
    const denied = new PermissionError({
      message: '没有权限',
      code: 510,
      status: 200,
      result: null,
    } as never);
    const { client } = fakeClient({ p1: denied }, {});
    const model = createHealthFileModel({ client, patientId: 'p1', can: all });
    await model.load();
    expect(model.getSnapshot().status).toBe('denied');

    const broken = new ApiError({ message: '服务器开小差了', status: 500 } as never);
    const second = createHealthFileModel({
      client: fakeClient({ p1: broken }, {}).client,
      patientId: 'p1',
      can: all,
    });
    await second.load();
    expect(second.getSnapshot().status).toBe('error');
  });

  it('keeps a tab’s failure in that tab', async () => {
    const { client } = fakeClient({ p1: patient }, { '/chronic/appointment': new Error('boom') });
    const model = createHealthFileModel({ client, patientId: 'p1', can: all });
    await model.load();
    model.select('appointments');
    await settle();
    expect(model.getSnapshot().sections.appointments).toMatchObject({ status: 'error', rows: [] });
    expect(model.getSnapshot().sections.appointments!.error).toBe('加载失败，请稍后重试');
    expect(model.getSnapshot().status).toBe('ready');
  });
});
