import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  PermissionProvider,
  createEditableTableModel,
  createPermissionModel,
  type EditableTableModel,
} from '@clinic/hooks';
import { EditableTable } from './editable-table';

afterEach(cleanup);

// jsdom lays nothing out: give the table's scroll box a size, so its virtualizer puts the rows in the page.
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes)
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 400 });
});
afterAll(() => {
  sizes.forEach((name, i) => {
    const own = saved[i];
    if (own) Object.defineProperty(HTMLElement.prototype, name, own);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

async function renderTable(): Promise<EditableTableModel> {
  const permissions = createPermissionModel({ fetch: async () => ({ menu: [], auth: [], allAuth: [] }) });
  await permissions.load();
  const model = createEditableTableModel({
    columns: [
      { key: 'name', title: '名称', type: 'input', required: true },
      { key: 'dose', title: '剂量', type: 'number' },
    ],
  });
  model.load([{ name: '阿司匹林', dose: 100 }]);
  render(
    <PermissionProvider model={permissions}>
      <EditableTable model={model} label="用药" />
    </PermissionProvider>,
  );
  return model;
}

/** The selected (not open) cell: its focus is in the input over its value, so an input method can compose there. */
function selectFirstCell(model: EditableTableModel) {
  const [rowKey] = model.getSnapshot().rowKeys;
  act(() => model.setActive({ rowKey: rowKey!, key: 'name' }));
  const input = screen.getByLabelText('第1行 名称');
  expect(input).toHaveFocus();
  expect(model.getSnapshot().editing).toBeNull();
  return input as HTMLInputElement;
}

describe('editable table and input methods (IME)', () => {
  it('a composition on a selected cell opens it in place and keeps the composed text', async () => {
    const model = await renderTable();
    const input = selectFirstCell(model);
    expect(input).toHaveValue('阿司匹林');

    fireEvent.compositionStart(input, { data: '' });
    expect(model.getSnapshot().editing?.key).toBe('name');
    // The same element is now the open editor: the composition goes on in it.
    expect(screen.getByLabelText('第1行 名称')).toBe(input);
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'bu' } });
    fireEvent.change(input, { target: { value: '布洛芬' } });
    // Enter picks the input method's candidate: it must not close the cell or move down.
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(model.getSnapshot().editing?.key).toBe('name');
    fireEvent.compositionEnd(input, { data: '布洛芬' });
    expect(model.value()[0]!.name).toBe('布洛芬');
    expect(screen.getByLabelText('第1行 名称')).toHaveValue('布洛芬');

    // Enter after the composition commits the cell, with the composed text.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(model.getSnapshot().editing).toBeNull();
    expect(model.value()[0]!.name).toBe('布洛芬');
  });

  it('text reaching a selected cell without a composition opens it with that text; Esc puts the old value back', async () => {
    const model = await renderTable();
    const input = selectFirstCell(model);
    fireEvent.change(input, { target: { value: '布' } });
    expect(model.getSnapshot().editing?.key).toBe('name');
    expect(model.value()[0]!.name).toBe('布');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(model.getSnapshot().editing).toBeNull();
    expect(model.value()[0]!.name).toBe('阿司匹林');
  });

  it('a number cell keeps refusing letters that arrive through its selected input', async () => {
    const model = await renderTable();
    const [rowKey] = model.getSnapshot().rowKeys;
    act(() => model.setActive({ rowKey: rowKey!, key: 'dose' }));
    const input = screen.getByLabelText('第1行 剂量');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'x' } });
    expect(model.value()[0]!.dose).toBe(100);
    fireEvent.change(screen.getByLabelText('第1行 剂量'), { target: { value: '12.5' } });
    expect(model.value()[0]!.dose).toBe('12.5');
  });

  it('a keystroke in an open cell renders that cell alone: not its row, its neighbours or the table', async () => {
    const model = await renderTable();
    const input = selectFirstCell(model);
    fireEvent.change(input, { target: { value: '布' } });
    const counts: Record<string, number> = {};
    (globalThis as { __clinicRenders?: Record<string, number> }).__clinicRenders = counts;
    try {
      fireEvent.change(screen.getByLabelText('第1行 名称'), { target: { value: '布洛' } });
      fireEvent.change(screen.getByLabelText('第1行 名称'), { target: { value: '布洛芬' } });
    } finally {
      delete (globalThis as { __clinicRenders?: Record<string, number> }).__clinicRenders;
    }
    expect(model.value()[0]!.name).toBe('布洛芬');
    expect(screen.getByLabelText('第1行 名称')).toHaveValue('布洛芬');
    expect(counts).toEqual({ cell: 2 });
  });
});
