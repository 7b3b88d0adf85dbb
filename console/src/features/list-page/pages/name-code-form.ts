// The record form of the system lists named by a name and a code (roles, dictionaries): both required, a description.
import type { FormField } from '@clinic/hooks';

export function nameCodeForm(
  title: string,
  name: { key: string; label: string },
  code: { key: string; label: string },
): { title: string; fields: FormField[] } {
  return {
    title,
    fields: [
      { name: name.key, label: name.label, type: 'input', required: true, maxLength: 100 },
      { name: code.key, label: code.label, type: 'input', required: true, maxLength: 64 },
      { name: 'description', label: '描述', type: 'input', maxLength: 255 },
    ],
  };
}
