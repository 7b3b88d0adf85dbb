// 表格右键菜单 (widgets-spec contextmenu + table): a right click, or the menu key, in a cell of the editor's table
// offers 在上方插入行 / 在下方插入行 / 在左侧插入列 / 在右侧插入列 / 删除行 / 删除列 / 删除表格. Outside a table
// the browser's own menu (copy, paste, spelling) stays.
import { Fragment, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $createParagraphNode,
  $getNearestNodeFromDOMNode,
  $getNodeByKey,
  $getRoot,
  type NodeKey,
} from 'lexical';
import {
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $getTableNodeFromLexicalNodeOrThrow,
  $insertTableColumnAtNode,
  $insertTableRowAtNode,
  $isTableCellNode,
  type TableCellNode,
} from '@lexical/table';

interface Opened {
  x: number;
  y: number;
  cell: NodeKey;
}

/** Removes the cell's whole table, leaving a paragraph where it stood for the caret. */
function $deleteTable(cell: TableCellNode): void {
  const table = $getTableNodeFromLexicalNodeOrThrow(cell);
  const paragraph = $createParagraphNode();
  table.replace(paragraph);
  paragraph.select();
}

const ACTIONS: readonly {
  key: string;
  label: string;
  run: (cell: TableCellNode) => void;
  danger?: boolean;
}[] = [
  { key: 'row-above', label: '在上方插入行', run: (cell) => void $insertTableRowAtNode(cell, false) },
  { key: 'row-below', label: '在下方插入行', run: (cell) => void $insertTableRowAtNode(cell, true) },
  { key: 'col-left', label: '在左侧插入列', run: (cell) => void $insertTableColumnAtNode(cell, false) },
  { key: 'col-right', label: '在右侧插入列', run: (cell) => void $insertTableColumnAtNode(cell, true) },
  {
    key: 'row-delete',
    label: '删除行',
    danger: true,
    run: (cell) => {
      cell.selectStart();
      $deleteTableRowAtSelection();
    },
  },
  {
    key: 'col-delete',
    label: '删除列',
    danger: true,
    run: (cell) => {
      cell.selectStart();
      $deleteTableColumnAtSelection();
    },
  },
  { key: 'table-delete', label: '删除表格', danger: true, run: $deleteTable },
];

/** The table cell a context-menu event is about: the one clicked, or for the menu key the one holding the caret. */
function cellElementOf(event: MouseEvent, root: HTMLElement): Element | null {
  const anchor = window.getSelection()?.anchorNode ?? null;
  const caret = anchor instanceof Element ? anchor : (anchor?.parentElement ?? null);
  const target = event.target instanceof Element ? event.target : null;
  const cell = target?.closest('td, th') ?? caret?.closest('td, th') ?? null;
  return cell && root.contains(cell) ? cell : null;
}

export function TableContextMenu() {
  const [editor] = useLexicalComposerContext();
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      const root = editor.getRootElement();
      const element = root && editor.isEditable() ? cellElementOf(event, root) : null;
      if (!element) return;
      // editor.read: finding a node from the DOM needs the editor active, not only its state.
      const cell = editor.read(() => {
        const node = $getNearestNodeFromDOMNode(element);
        return $isTableCellNode(node) ? node.getKey() : null;
      });
      if (!cell) return;
      event.preventDefault();
      // The menu key has no pointer: the menu opens at the cell.
      const box = element.getBoundingClientRect();
      const byKey = event.clientX === 0 && event.clientY === 0;
      setOpened({ x: byKey ? box.left + 4 : event.clientX, y: byKey ? box.bottom : event.clientY, cell });
    };
    const unregister = editor.registerRootListener((root, previous) => {
      previous?.removeEventListener('contextmenu', onContextMenu);
      root?.addEventListener('contextmenu', onContextMenu);
    });
    return () => {
      unregister();
      editor.getRootElement()?.removeEventListener('contextmenu', onContextMenu);
    };
  }, [editor]);

  const run = (action: (cell: TableCellNode) => void) => {
    const key = opened?.cell;
    setOpened(null);
    if (!key) return;
    editor.update(() => {
      const cell = $getNodeByKey(key);
      if ($isTableCellNode(cell)) action(cell);
      if ($getRoot().getChildrenSize() === 0) $getRoot().append($createParagraphNode());
    });
  };

  return (
    <Menu.Root open={opened !== null} onOpenChange={(open) => !open && setOpened(null)} modal={false}>
      {/* The anchor lives in the body: inside a dialog (a transformed box) "fixed" would not mean the viewport. */}
      {createPortal(
        <Menu.Trigger asChild>
          <span
            aria-hidden
            tabIndex={-1}
            className="pointer-events-none fixed size-0"
            style={{ left: opened?.x ?? 0, top: opened?.y ?? 0 }}
          />
        </Menu.Trigger>,
        document.body,
      )}
      <Menu.Portal>
        <Menu.Content
          aria-label="表格操作"
          // Named by its label, not by the invisible anchor Radix would point it at.
          aria-labelledby={undefined}
          align="start"
          sideOffset={2}
          // Closing goes back to the text, not to the invisible anchor.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            editor.focus();
          }}
          // Above the editor's full screen (z 100).
          className="z-[110] min-w-36 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
        >
          {ACTIONS.map((action, index) => (
            <Fragment key={action.key}>
              {index === 4 && <Menu.Separator className="my-1 h-px bg-slate-100" />}
              <Menu.Item
                onSelect={() => run(action.run)}
                className={`cursor-pointer px-3 py-1.5 outline-none data-[highlighted]:bg-primary-soft ${
                  action.danger ? 'text-red-600' : 'text-slate-700'
                }`}
              >
                {action.label}
              </Menu.Item>
            </Fragment>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
