// The zod schema of a field list: every field runs the hooks' rules (@clinic/sdk/validators underneath), so UI and model agree.
import { z } from '../../app/zod';
import { validateFormField, type FormField } from '@clinic/hooks';

export function buildFormSchema(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.type === 'slot') continue;
    shape[field.name] = z.unknown().superRefine((value, ctx) => {
      const result = validateFormField(field, value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    });
  }
  // Values the schema does not name (popup extra destinations, other-text) pass through untouched.
  return z.looseObject(shape);
}
