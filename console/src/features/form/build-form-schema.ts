// The zod schema of a field list: every field runs the hooks' rules (@clinic/sdk/validators underneath), so UI and model agree.
import { z } from '../../app/zod';
import { isFieldVisible, validateFormField, type FormField } from '@clinic/hooks';

export function buildFormSchema(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  const conditional: FormField[] = [];
  for (const field of fields) {
    if (field.type === 'slot') continue;
    if (field.visibleWhen) {
      conditional.push(field);
      shape[field.name] = z.unknown();
      continue;
    }
    shape[field.name] = z.unknown().superRefine((value, ctx) => {
      const result = validateFormField(field, value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    });
  }
  // Values the schema does not name (popup extra destinations, other-text) pass through untouched.
  const schema = z.looseObject(shape);
  if (conditional.length === 0) return schema;
  // A field shown by another's value (通告对象's pickers) is checked only while shown.
  return schema.superRefine((values, ctx) => {
    for (const field of conditional) {
      if (!isFieldVisible(field, values)) continue;
      const result = validateFormField(field, values[field.name]);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message, path: [field.name] });
    }
  });
}
