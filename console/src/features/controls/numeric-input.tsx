// Numeric input: invalid keystrokes are reverted; on blur incomplete text empties, the value is clamped and rounded.
// Integer inputs accept a decimal point and round on blur (12.7 becomes 13, never 127), saying so while typing.
// A complete number that blur would keep as it is counts at once: a form's error under the field clears while typing,
// not on the blur of the 保存 click (the message going moved the button between press and release, and the click
// was lost).
import { useEffect, useState } from 'react';
import {
  integerRoundingNotice,
  isNumericDraft,
  normalizeInteger,
  normalizeNumber,
  type NumericRules,
} from '@clinic/hooks';
import { Input } from '../../ui/input';

export interface NumericInputProps extends NumericRules {
  value: number | null;
  onChange: (value: number | null) => void;
  integer?: boolean;
  id?: string;
  'aria-label'?: string;
  invalid?: boolean;
  placeholder?: string;
}

export function NumericInput({
  value,
  onChange,
  integer = false,
  min,
  max,
  precision,
  id,
  invalid,
  placeholder,
  ...rest
}: NumericInputProps) {
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  useEffect(() => setText(value === null || value === undefined ? '' : String(value)), [value]);
  const rounding = integer ? integerRoundingNotice(text, integerRules(min, max)) : null;
  const rules = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  const normalize = (draft: string) =>
    integer
      ? normalizeInteger(draft, rules)
      : normalizeNumber(draft, { ...rules, ...(precision !== undefined ? { precision } : {}) });
  return (
    <>
      <Input
        id={id}
        inputMode={integer ? 'numeric' : 'decimal'}
        aria-label={rest['aria-label']}
        invalid={invalid}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          if (!isNumericDraft(next)) return;
          setText(next);
          const kept = normalize(next);
          if (kept !== null && String(kept) === next.trim() && kept !== value) onChange(kept);
        }}
        onBlur={() => {
          const normalized = normalize(text);
          setText(normalized === null ? '' : String(normalized));
          onChange(normalized);
        }}
      />
      {rounding !== null && (
        <p className="mt-1 text-xs text-slate-500" aria-live="polite">
          {rounding}
        </p>
      )}
    </>
  );
}

function integerRules(min: number | undefined, max: number | undefined) {
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}
