// Numeric input: invalid keystrokes are reverted; on blur incomplete text empties, the value is clamped and rounded.
// Integer inputs accept a decimal point and round on blur (12.7 becomes 13, never 127), saying so while typing.
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
          if (isNumericDraft(next)) setText(next);
        }}
        onBlur={() => {
          const rules = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
          const normalized = integer
            ? normalizeInteger(text, rules)
            : normalizeNumber(text, { ...rules, ...(precision !== undefined ? { precision } : {}) });
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
