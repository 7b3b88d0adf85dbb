// Checkbox group over options; min/max counts are reported by the form's rules. With `other` (99) a text input appears.
import { OTHER_VALUE, showsOtherInput } from '@clinic/hooks';
import { Input } from '../../ui/input';

export interface CheckboxGroupProps {
  options: readonly { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  /** Free text for the "other" option (value 99). */
  otherText?: string;
  onOtherTextChange?: (text: string) => void;
  invalid?: boolean;
}

export function CheckboxGroup({
  options,
  value,
  onChange,
  label,
  otherText = '',
  onOtherTextChange,
  invalid,
}: CheckboxGroupProps) {
  return (
    <div role="group" aria-label={label} aria-invalid={invalid || undefined}>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {onOtherTextChange && showsOtherInput(value) && (
        <Input
          className="mt-2"
          aria-label={`${label}（其他）`}
          placeholder="请输入其他内容"
          value={otherText}
          onChange={(e) => onOtherTextChange(e.target.value)}
        />
      )}
    </div>
  );
}

export { OTHER_VALUE };
