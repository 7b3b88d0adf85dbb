import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createListModel, type ListModelOptions } from './list-model.js';
import { createFakeListTransport } from './list-test-kit.js';

describe('list model options', () => {
  it('columns are required: leaving them out is a type error, not rows holding only their key', () => {
    const base = { urls: { list: '/chronic/patient/list' }, router: createMemoryRouterAdapter('/p') };
    // @ts-expect-error columns is required
    const missing: ListModelOptions = { ...base, transport: createFakeListTransport() };
    expect(missing).not.toHaveProperty('columns');
  });

  it("sends the columns as `field` with the row key; 'all' sends none", () => {
    const named = createFakeListTransport();
    const all = createFakeListTransport();
    const router = createMemoryRouterAdapter('/p');
    createListModel({
      urls: { list: '/l' },
      transport: named,
      router,
      columns: ['name', 'action', 'sex'],
    }).mount();
    createListModel({ urls: { list: '/l' }, transport: all, router, columns: 'all' }).mount();
    expect(named.lists[0]!.params.field).toBe('id,name,sex');
    expect(all.lists[0]!.params).not.toHaveProperty('field');
  });
});
