import { describe, expect, it } from 'vitest';
import type { FormField } from '@clinic/hooks';
import { buildFormSchema } from './build-form-schema';

const fields: FormField[] = [
  { name: 'name', label: '姓名', type: 'input', required: true },
  { name: 'phone', label: '手机号', type: 'input', rules: ['mobile'] },
  { name: 'tags', label: '标签', type: 'checkbox', maxItems: 1 },
  { name: 'note', label: '说明', type: 'slot' },
];

describe('form schema from fields', () => {
  it('reports each field with the spec message', () => {
    const result = buildFormSchema(fields).safeParse({ name: '', phone: '123', tags: ['a', 'b'] });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ name: '请输入姓名!', phone: '请输入正确的手机号码!', tags: '最多选择1项' });
  });

  it('passes valid values and keeps unnamed ones', () => {
    const result = buildFormSchema(fields).safeParse({
      name: '张三',
      phone: '13800138000',
      tags: ['a'],
      extra: 'x',
    });
    expect(result.success && result.data).toMatchObject({ name: '张三', extra: 'x' });
  });

  it('checks a field shown by another field only while it is shown, also beside other errors', () => {
    const audience: FormField[] = [
      { name: 'title', label: '标题', type: 'input', required: true },
      { name: 'msgType', label: '通告对象', type: 'radio', required: true },
      {
        name: 'userIds',
        label: '指定用户',
        type: 'sel_user',
        required: true,
        visibleWhen: { field: 'msgType', in: ['USER'] },
      },
    ];
    const schema = buildFormSchema(audience);
    expect(schema.safeParse({ title: '通知', msgType: 'ALL', userIds: '' }).success).toBe(true);
    const missing = schema.safeParse({ title: '', msgType: 'USER', userIds: '' });
    expect(missing.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['title', 'userIds']);
  });
});
