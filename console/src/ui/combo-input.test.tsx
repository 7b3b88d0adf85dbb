// The select that keeps typed text: the list narrows as one types, the arrows and Enter choose, Esc closes without
// changing the value, text no option holds is kept, and the focus never leaves the box.
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ComboInput } from './combo-input';

afterEach(cleanup);

const UNITS = [
  { value: 'mg', label: 'mg' },
  { value: 'tablet', label: '片' },
  { value: 'capsule', label: '粒' },
];

function Unit({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <ComboInput aria-label="剂量单位" value={value} onChange={setValue} options={UNITS} />
      <output aria-label="已存">{value}</output>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: '剂量单位' });
const stored = () => screen.getByLabelText('已存').textContent;

describe('ComboInput', () => {
  it('offers every option on a click and stores the chosen one by its value', async () => {
    render(<Unit />);
    await act(async () => fireEvent.click(box()));
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['mg', '片', '粒']);
    await act(async () => fireEvent.mouseDown(screen.getByRole('option', { name: '粒' })));
    expect(stored()).toBe('capsule');
    expect(box()).toHaveValue('粒');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps text no option holds, and says so in the list', async () => {
    render(<Unit />);
    box().focus();
    await act(async () => fireEvent.change(box(), { target: { value: '喷' } }));
    expect(stored()).toBe('喷');
    expect(screen.getByRole('listbox')).toHaveTextContent('无匹配项，将保存输入的内容');
    await act(async () => fireEvent.change(box(), { target: { value: '片' } }));
    expect(stored()).toBe('tablet');
  });

  it('opens on a typed text with every option offered', async () => {
    render(<Unit start="喷" />);
    expect(box()).toHaveValue('喷');
    await act(async () => fireEvent.click(box()));
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('is driven by the keyboard: arrows move, Enter chooses, Esc closes and keeps the value', async () => {
    render(<Unit start="mg" />);
    box().focus();
    await act(async () => fireEvent.keyDown(box(), { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(box(), { key: 'ArrowDown' }));
    const active = box().getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)).toHaveTextContent('片');
    await act(async () => fireEvent.keyDown(box(), { key: 'Enter' }));
    expect(stored()).toBe('tablet');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await act(async () => fireEvent.keyDown(box(), { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(box(), { key: 'Escape' }));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(stored()).toBe('tablet');
    expect(box()).toHaveFocus();
  });

  it('narrows the list to the labels containing the typed text', async () => {
    render(<Unit />);
    box().focus();
    await act(async () => fireEvent.change(box(), { target: { value: 'M' } }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['mg']);
  });
});
