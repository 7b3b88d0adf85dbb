// Switch mapping on/off to two values (Y/N by default).
import * as RadixSwitch from '@radix-ui/react-switch';
import { switchIsOn, switchToValue } from '@clinic/hooks';

export function SwitchControl({
  value,
  onChange,
  options,
  label,
  id,
}: {
  value: string;
  onChange: (v: string) => void;
  options?: readonly [string, string];
  label: string;
  id?: string;
}) {
  const opts = options ? { options } : {};
  const on = switchIsOn(value, opts);
  return (
    <RadixSwitch.Root
      id={id}
      aria-label={label}
      checked={on}
      onCheckedChange={(checked) => onChange(switchToValue(checked, opts))}
      className={`relative h-5 w-10 rounded-full transition-colors ${on ? 'bg-primary' : 'bg-slate-300'}`}
    >
      <RadixSwitch.Thumb
        className={`block h-4 w-4 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </RadixSwitch.Root>
  );
}
