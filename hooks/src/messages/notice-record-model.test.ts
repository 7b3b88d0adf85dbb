import { describe, expect, it } from 'vitest';
import { resources, type ResourceDef } from '@clinic/sdk/resources';
import { businessError } from './message-test-kit.js';
import { createNoticeRecordModel, noticeRecordResourceOf } from './notice-record-model.js';

const subject = resources.subject as ResourceDef;

describe('notice record view', () => {
  it('maps the seeded audit component to the subject declaration and nothing else to a guess', () => {
    expect(noticeRecordResourceOf('rws/SubjectAudit')?.name).toBe('subject');
    expect(noticeRecordResourceOf('rws/Unknown')).toBeNull();
    expect(noticeRecordResourceOf('toString')).toBeNull();
  });

  it('shows each declared field by its title, labels instead of stored ids, — for empty ones', async () => {
    const model = createNoticeRecordModel({
      def: subject,
      busId: 's1',
      read: async (id) => ({
        id,
        projectId: 'p-123',
        projectId_dictText: '2型糖尿病真实世界研究',
        subjectNo: 'S-001',
        name: '张三',
        sex: '1',
        sex_dictText: '男',
        age: 52,
        groupName: null,
        status: '1',
        status_dictText: '在组',
      }),
    });
    await model.load();
    const snap = model.getSnapshot();
    expect(snap).toMatchObject({ status: 'ready', title: '受试者', error: null });
    const byLabel = Object.fromEntries(snap.fields.map((f) => [f.label, f.value]));
    expect(byLabel).toMatchObject({
      所属项目: '2型糖尿病真实世界研究',
      受试者编号: 'S-001',
      姓名: '张三',
      性别: '男',
      年龄: '52',
      分组: '—',
      状态: '在组',
    });
    expect(snap.fields.some((f) => f.value === 'p-123')).toBe(false);
  });

  it('says why when the record cannot be read or none is named', async () => {
    const failing = createNoticeRecordModel({
      def: subject,
      busId: 's1',
      read: async () => {
        throw businessError('未找到对应数据');
      },
    });
    await failing.load();
    expect(failing.getSnapshot()).toMatchObject({ status: 'error', error: '未找到对应数据' });
    const none = createNoticeRecordModel({ def: subject, busId: null, read: async () => ({}) });
    await none.load();
    expect(none.getSnapshot()).toMatchObject({ status: 'error', error: '该消息未关联记录' });
  });
});
