// A dictionary value shown by its item's text (a coloured tag when the item has a colour), for answers that carry the
// code alone.
import { useDictItems } from '../dict/use-dict-items';
import { DictColorCell } from './dict-color-cell';

export function DictValueCell({ dictCode, value }: { dictCode: string; value: unknown }) {
  const { items } = useDictItems(dictCode);
  const code = String(value ?? '');
  const text = items.find((item) => String(item.value) === code)?.text ?? '';
  return <DictColorCell dictCode={dictCode} value={value} text={text} />;
}
