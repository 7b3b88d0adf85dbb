import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCronEditor } from './use-cron-editor.js';

function Probe() {
  const { editor, state } = useCronEditor('0 0 12 * * ? *', { now: () => new Date(2026, 10, 22) });
  return (
    <div>
      <output>{state.value}</output>
      <button onClick={() => editor.setMode('day', 6)}>last day</button>
    </div>
  );
}

describe('useCronEditor', () => {
  it('renders the model and re-renders on change', () => {
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('0 0 12 * * ? *');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status').textContent).toBe('0 0 12 L * ? *');
  });
});
