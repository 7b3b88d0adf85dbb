import { describe, expect, it, vi } from 'vitest';
import { refTargetOf, resources } from '@clinic/sdk/resources';
import { formFieldsOf } from './record-form-fields.js';
import { recordServiceOf } from './record-service.js';
import { refTagOptions, refTagsOf } from './ref-tags.js';
import { listColumnsOf, queryFieldsOf } from './resource-view.js';

const labelField = resources.patient.fields.find((f) => f.name === 'labelIds')!;
const target = refTargetOf(labelField.ref!)!;
const options = [
  { value: 'l1', label: '高危', color: '#F5222D' },
  { value: 'l2', label: '独居', color: '#722ED1' },
];

describe("a patient's 标签", () => {
  it('shows the stored ids as the labels in their colours, in the order stored', () => {
    expect(refTagsOf('l2,l1', '独居,高危', options)).toEqual([
      { value: 'l2', label: '独居', color: '#722ED1' },
      { value: 'l1', label: '高危', color: '#F5222D' },
    ]);
    expect(refTagsOf('', null, options)).toEqual([]);
  });
  it("keeps the server's name of a label the user cannot pick, and never shows a bare id", () => {
    expect(refTagsOf('l1,lx,ly', '高危,同事的标签,ly', options)).toEqual([
      { value: 'l1', label: '高危', color: '#F5222D' },
      { value: 'lx', label: '同事的标签', color: null },
    ]);
  });
  it('is a coloured column, a multiple select in the form, and a label search in the query form', () => {
    expect(listColumnsOf(resources.patient).find((c) => c.key === 'labelIds')).toMatchObject({
      title: '标签',
      tags: { resource: 'label', text: 'name', key: 'id', color: 'color' },
    });
    expect(formFieldsOf(resources.patient, 'add').find((f) => f.name === 'labelIds')).toMatchObject({
      type: 'list_multi',
      options: [],
    });
    expect(queryFieldsOf(resources.patient).find((f) => f.key === 'labelIds')).toMatchObject({
      kind: 'search',
      label: '标签',
    });
  });
  it('offers enabled labels in the form, while the list cells colour every label', async () => {
    const list = vi.fn(async () => ({
      records: [
        { id: 'l1', name: '高危', color: '#F5222D' },
        { id: 'l3', name: '无色', color: '' },
      ],
    }));
    const client = { resource: vi.fn(() => ({ list })), download: vi.fn() } as never;
    expect(await recordServiceOf(client, { base: '/chronic/patient' }).refOptions!(target)).toEqual([
      { value: 'l1', label: '高危', color: '#F5222D' },
      { value: 'l3', label: '无色' },
    ]);
    expect(list).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 500, status: '1' });
    await refTagOptions(client, target);
    expect(list).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 500 });
  });
});
