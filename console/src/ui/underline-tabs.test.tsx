// The underlined tab strip: one tab reachable by Tab (the chosen one), ←/→ choose and focus the neighbour (wrapping),
// and a count shows only when there is something to count.
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UnderlineTabs } from './underline-tabs';

afterEach(cleanup);

function Statuses({ pending }: { pending: number | null }) {
  const [value, setValue] = useState<'0' | '1' | ''>('0');
  return (
    <UnderlineTabs
      label="申请状态"
      tabs={[
        { value: '0', label: '待审核', count: pending },
        { value: '1', label: '已通过' },
        { value: '', label: '全部' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

describe('UnderlineTabs', () => {
  it('moves with the arrows, wrapping, and keeps one tab in the Tab order', () => {
    render(<Statuses pending={3} />);
    const pending = screen.getByRole('tab', { name: '待审核 3' });
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(pending).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '已通过' })).toHaveAttribute('tabindex', '-1');
    pending.focus();
    fireEvent.keyDown(pending, { key: 'ArrowLeft' });
    const all = screen.getByRole('tab', { name: '全部' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveFocus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '待审核 3' })).toHaveFocus();
    fireEvent.click(screen.getByRole('tab', { name: '已通过' }));
    expect(screen.getByRole('tab', { name: '已通过' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no badge for nothing to count', () => {
    render(<Statuses pending={0} />);
    expect(screen.getByRole('tab', { name: '待审核' })).toBeInTheDocument();
    cleanup();
    render(<Statuses pending={null} />);
    expect(screen.getByRole('tab', { name: '待审核' })).toBeInTheDocument();
  });
});
