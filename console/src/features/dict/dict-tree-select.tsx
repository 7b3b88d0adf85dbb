// Tree select over a registered tree table or the categories: lazy children, condition checked first, list at most 400px.
import { useEffect, useMemo, useState } from 'react';
import {
  DICT_LIMITS,
  categoryLabels,
  categoryTreeLoader,
  createLazyTreeModel,
  dictTreeLoader,
  useModelState,
  type DictTreeSource,
  type TreeLoader,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Popover } from '../../ui/popover';
import { TreeView } from '../../ui/tree-view';
import { SelectTrigger } from './select-trigger';

export type TreeSelectSource =
  { kind: 'dict'; source: DictTreeSource } | { kind: 'category'; pcode: string; condition?: string };

export interface DictTreeSelectProps {
  source: TreeSelectSource;
  value: string;
  onChange: (value: string) => void;
  label: string;
  invalid?: boolean;
  id?: string;
  /** Labels of stored values known up front (an edited record's `<name>_dictText`). */
  labels?: Readonly<Record<string, string>>;
}

export function DictTreeSelect({ source, value, onChange, label, invalid, id, labels }: DictTreeSelectProps) {
  const { client } = useClinic();
  // A source written inline is a new object each render: the loader follows its content, not its identity.
  const sourceKey = JSON.stringify(source);
  // A bad condition must show its message, not crash the form: the loader is built inside a guard.
  const built = useMemo((): { loader: TreeLoader } | { error: string } => {
    try {
      return {
        loader:
          source.kind === 'dict'
            ? dictTreeLoader(client, source.source)
            : categoryTreeLoader(client, source.pcode, source.condition),
      };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, sourceKey]);
  const [tree] = useState(() => createLazyTreeModel('loader' in built ? built.loader : async () => []));
  const state = useModelState(tree);
  const [open, setOpen] = useState(false);
  const [stored, setStored] = useState<Record<string, string>>({});
  const known = Boolean(value && (state.titles[value] ?? labels?.[value]));
  useEffect(() => {
    // A stored category outside the loaded levels gets its label from the server.
    if (source.kind !== 'category' || !value || known) return;
    let live = true;
    categoryLabels(client, [value])
      .then(([label]) => live && label && setStored((prev) => ({ ...prev, [value]: label })))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, source.kind, value, known]);
  useEffect(() => {
    if ('loader' in built) void tree.loadRoots();
  }, [built, tree]);
  if ('error' in built) return <p className="text-sm text-red-600">{built.error}</p>;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="start"
      width={300}
      label={label}
      trigger={
        <SelectTrigger
          id={id}
          label={label}
          invalid={invalid}
          text={value ? (state.titles[value] ?? labels?.[value] ?? stored[value] ?? value) : ''}
        />
      }
    >
      <TreeView
        model={tree}
        label={label}
        maxHeight={DICT_LIMITS.treeMaxHeight}
        onPick={(item) => {
          onChange(item.key);
          setOpen(false);
        }}
      />
    </Popover>
  );
}
