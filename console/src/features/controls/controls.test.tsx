import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NumericInput } from './numeric-input';
import { SliderVerify } from './slider-verify';
import { TemplateTextarea } from './template-textarea';

afterEach(cleanup);

describe('slider verification', () => {
  it('passes with the keyboard and shows 验证通过', () => {
    const passed = vi.fn();
    render(<SliderVerify onSuccess={passed} />);
    const slider = screen.getByRole('slider', { name: '拖动滑块验证' });
    expect(screen.getByText('拖动滑块验证')).toBeInTheDocument();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(passed).not.toHaveBeenCalled();
    fireEvent.keyDown(slider, { key: 'End' });
    expect(passed).toHaveBeenCalledTimes(1);
    expect(screen.getByText('验证通过')).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-disabled', 'true');
  });
});

function NumericHarness({
  integer = false,
  onValue,
}: {
  integer?: boolean;
  onValue: (v: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumericInput
      aria-label="数值"
      integer={integer}
      min={0}
      max={100}
      precision={1}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('numeric input', () => {
  it('reverts invalid keystrokes and clamps and rounds on blur', () => {
    const onValue = vi.fn();
    render(<NumericHarness onValue={onValue} />);
    const input = screen.getByLabelText('数值');
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input).toHaveValue('');
    fireEvent.change(input, { target: { value: '150.26' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(100);
    fireEvent.change(input, { target: { value: '3.26' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(3.3);
    fireEvent.change(input, { target: { value: '-' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('counts a complete number blur would keep while typing; one blur would change waits for the blur', () => {
    const onValue = vi.fn();
    render(<NumericHarness onValue={onValue} />);
    const input = screen.getByLabelText('数值');
    fireEvent.change(input, { target: { value: '7.' } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '7.8' } });
    expect(onValue).toHaveBeenLastCalledWith(7.8);
    expect(input).toHaveValue('7.8');
    onValue.mockClear();
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.change(input, { target: { value: '3.26' } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(3.3);
  });

  it('integer input rounds a decimal on blur and says so while typing: 12.7 becomes 13, never 127', () => {
    const onValue = vi.fn();
    render(<NumericHarness integer onValue={onValue} />);
    const input = screen.getByLabelText('数值');
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input).toHaveValue('');
    fireEvent.change(input, { target: { value: '12.7' } });
    expect(screen.getByText('只能填写整数，离开时取整为 13')).toBeInTheDocument();
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(13);
    expect(input).toHaveValue('13');
    expect(screen.queryByText(/只能填写整数/)).toBeNull();
    fireEvent.change(input, { target: { value: '15' } });
    expect(input).toHaveValue('15');
  });
});

describe('template textarea', () => {
  it('Tab selects the next placeholder', () => {
    render(<TemplateTextarea label="模板" value="血压{收缩压}/{舒张压}" onChange={vi.fn()} />);
    const area = screen.getByLabelText('模板') as HTMLTextAreaElement;
    area.setSelectionRange(0, 0);
    fireEvent.keyDown(area, { key: 'Tab' });
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('{收缩压}');
    fireEvent.keyDown(area, { key: 'Tab' });
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('{舒张压}');
  });
});
