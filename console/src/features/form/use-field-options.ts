// Options of a choice field: the schema's own, else its dictionary's items.
import type { FormField, FormFieldOption } from '@clinic/hooks';
import { useDictItems } from '../dict/use-dict-items';

export function useFieldOptions(field: FormField): readonly FormFieldOption[] {
  // An empty code makes the cache answer 字典Code不能为空!, which fields with their own options never show.
  const { items } = useDictItems(field.options ? ' ' : (field.dictCode ?? ''));
  if (field.options) return field.options;
  return items.map((item) => ({ value: item.value, label: item.text }));
}
