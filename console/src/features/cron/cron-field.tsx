// A form's cron field: the expression typed by hand, or composed in the cron editor (选择) which opens on it.
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { CronEditorModal } from './cron-editor-modal';

export interface CronFieldProps {
  id: string;
  label: string;
  invalid: boolean;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export default function CronField({ id, label, invalid, value, onChange, placeholder }: CronFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex gap-2">
      <Input
        id={id}
        aria-label={label}
        invalid={invalid}
        spellCheck={false}
        className="font-mono"
        placeholder={placeholder ?? '例如 0 0 8 * * ? *（每天8点）'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button
        type="button"
        className="shrink-0 whitespace-nowrap"
        onClick={() => setOpen(true)}
        aria-label={`选择${label}`}
      >
        选择
      </Button>
      <CronEditorModal open={open} onOpenChange={setOpen} value={value} onOk={onChange} />
    </div>
  );
}
