// A dictionary column's cell: the item's text as a coloured tag when 字典配置 gave the item a colour.
import { useMemo } from 'react';
import { ColorTag } from '../../ui/color-tag';
import { useDictItems } from '../dict/use-dict-items';

export function DictColorCell({ dictCode, value, text }: { dictCode: string; value: unknown; text: string }) {
  const { items } = useDictItems(dictCode);
  const color = useMemo(
    () => items.find((i) => String(i.value) === String(value ?? ''))?.color ?? null,
    [items, value],
  );
  if (!color || text === '') return <span className="block truncate">{text}</span>;
  return (
    <ColorTag color={color} title={text}>
      {text}
    </ColorTag>
  );
}
