// The editor's toolbar (widgets-spec: lists, image, link, media, table, text colour, full screen), in Chinese.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $getSelection,
  $isRangeSelection,
  $getRoot,
  $insertNodes,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type LexicalNode,
  type TextFormatType,
} from 'lexical';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListNode,
} from '@lexical/list';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_TABLE_COMMAND } from '@lexical/table';
import { $patchStyleText, $getSelectionStyleValueForProperty } from '@lexical/selection';
import { $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import { richTextLinkOf, type RichTextMediaKind } from '@clinic/hooks';
import { Popover } from '../../ui/popover';
import { TEXT_COLORS } from './rich-text-theme';
import { Glyph, type ToolbarGlyph } from './toolbar-icons';
import { $createImageNode, $createVideoNode } from './media-nodes';

interface Formats {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  list: 'bullet' | 'number' | null;
  link: string | null;
  color: string;
}

const NONE: Formats = {
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  list: null,
  link: null,
  color: '',
};

export interface RichTextToolbarProps {
  fullScreen: boolean;
  onToggleFullScreen: () => void;
  /** Uploads a picked file; answers its address or null when refused (the caller says why). */
  uploadMedia: (kind: RichTextMediaKind, file: File) => Promise<string | null>;
  disabled?: boolean;
}

/** Inserts uploaded media where the caret is, or at the end when the editor never had one. */
export function $insertMedia(kind: RichTextMediaKind, src: string, alt: string): void {
  const node: LexicalNode = kind === 'image' ? $createImageNode(src, alt) : $createVideoNode(src);
  if (!$getSelection()) $getRoot().selectEnd();
  $insertNodes([node]);
}

export function RichTextToolbar({
  fullScreen,
  onToggleFullScreen,
  uploadMedia,
  disabled = false,
}: RichTextToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<Formats>(NONE);
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [busy, setBusy] = useState<RichTextMediaKind | null>(null);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) =>
          editorState.read(() => {
            const selection = $getSelection();
            if (!$isRangeSelection(selection)) return setFormats(NONE);
            const anchor = selection.anchor.getNode();
            const list = $getNearestNodeOfType(anchor, ListNode);
            const parent = anchor.getParent();
            const link = $isLinkNode(parent) ? parent : $isLinkNode(anchor) ? anchor : null;
            setFormats({
              bold: selection.hasFormat('bold'),
              italic: selection.hasFormat('italic'),
              underline: selection.hasFormat('underline'),
              strikethrough: selection.hasFormat('strikethrough'),
              list: $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
              link: link ? link.getURL() : null,
              color: $getSelectionStyleValueForProperty(selection, 'color', ''),
            });
          }),
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (can) => {
            setCanUndo(can);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (can) => {
            setCanRedo(can);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);
  const setColor = (color: string | null) =>
    editor.update(() => {
      const selection = $getSelection();
      if (selection) $patchStyleText(selection, { color });
    });
  const insertMedia = async (kind: RichTextMediaKind, file: File | undefined) => {
    if (!file) return;
    setBusy(kind);
    try {
      const src = await uploadMedia(kind, file);
      if (src) editor.update(() => $insertMedia(kind, src, kind === 'image' ? file.name : ''));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div
      role="toolbar"
      aria-label="编辑工具栏"
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1"
    >
      <ToolButton
        label="撤销"
        glyph="undo"
        disabled={disabled || !canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      />
      <ToolButton
        label="重做"
        glyph="redo"
        disabled={disabled || !canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      />
      <Divider />
      <ToolButton label="加粗" pressed={formats.bold} disabled={disabled} onClick={() => format('bold')}>
        <span className="font-bold">B</span>
      </ToolButton>
      <ToolButton label="斜体" pressed={formats.italic} disabled={disabled} onClick={() => format('italic')}>
        <span className="font-serif italic">I</span>
      </ToolButton>
      <ToolButton
        label="下划线"
        pressed={formats.underline}
        disabled={disabled}
        onClick={() => format('underline')}
      >
        <span className="underline">U</span>
      </ToolButton>
      <ToolButton
        label="删除线"
        pressed={formats.strikethrough}
        disabled={disabled}
        onClick={() => format('strikethrough')}
      >
        <span className="line-through">S</span>
      </ToolButton>
      <ColorPicker color={formats.color} disabled={disabled} onPick={setColor} />
      <Divider />
      <ToolButton
        label="项目符号列表"
        glyph="ul"
        pressed={formats.list === 'bullet'}
        disabled={disabled}
        onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
      />
      <ToolButton
        label="编号列表"
        glyph="ol"
        pressed={formats.list === 'number'}
        disabled={disabled}
        onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
      />
      <Divider />
      <LinkEditor
        link={formats.link}
        disabled={disabled}
        onApply={(url) => editor.dispatchCommand(TOGGLE_LINK_COMMAND, url)}
      />
      <FileButton
        label={busy === 'image' ? '图片上传中...' : '插入图片'}
        glyph="image"
        accept="image/*"
        disabled={disabled || busy !== null}
        onFile={(file) => void insertMedia('image', file)}
      />
      <FileButton
        label={busy === 'video' ? '视频上传中...' : '插入视频'}
        glyph="video"
        accept="video/*"
        disabled={disabled || busy !== null}
        onFile={(file) => void insertMedia('video', file)}
      />
      <TableInserter
        disabled={disabled}
        onInsert={(rows, columns) =>
          editor.dispatchCommand(INSERT_TABLE_COMMAND, { rows: String(rows), columns: String(columns) })
        }
      />
      <Divider />
      <ToolButton
        label={fullScreen ? '退出全屏' : '全屏'}
        glyph={fullScreen ? 'exitFullscreen' : 'fullscreen'}
        pressed={fullScreen}
        onClick={onToggleFullScreen}
      />
    </div>
  );
}

const BUTTON =
  'inline-flex h-7 min-w-7 items-center justify-center rounded px-1 text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 disabled:cursor-not-allowed disabled:opacity-40';

function Divider() {
  return <span aria-hidden="true" className="mx-1 h-4 w-px bg-slate-300" />;
}

function ToolButton({
  label,
  glyph,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  glyph?: ToolbarGlyph;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      // Keeps the editor's selection: the toolbar acts on what was selected, not on a lost caret.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`${BUTTON} ${pressed ? 'bg-primary-soft text-primary-strong' : ''}`}
    >
      {glyph ? <Glyph name={glyph} /> : children}
    </button>
  );
}

function FileButton({
  label,
  glyph,
  accept,
  disabled,
  onFile,
}: {
  label: string;
  glyph: ToolbarGlyph;
  accept: string;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <ToolButton label={label} glyph={glyph} disabled={disabled} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}

function ColorPicker({
  color,
  disabled,
  onPick,
}: {
  color: string;
  disabled: boolean;
  onPick: (color: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const pick = (value: string | null) => {
    onPick(value);
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="start"
      label="文字颜色"
      trigger={
        <button
          type="button"
          aria-label="文字颜色"
          title="文字颜色"
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          className={BUTTON}
        >
          <span className="flex flex-col items-center leading-none">
            <span className="text-sm">A</span>
            <span className="mt-0.5 h-1 w-4 rounded-sm" style={{ background: color || '#000000' }} />
          </span>
        </button>
      }
    >
      <div className="grid grid-cols-4 gap-1.5" role="group" aria-label="颜色">
        {TEXT_COLORS.map((c) => (
          <button
            key={c.value}
            type="button"
            aria-label={c.name}
            title={c.name}
            aria-pressed={color === c.value}
            onClick={() => pick(c.value)}
            className="h-6 w-6 rounded border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
            style={{ background: c.value }}
          />
        ))}
      </div>
      <button
        type="button"
        onClick={() => pick(null)}
        className="mt-2 w-full rounded border border-slate-200 py-0.5 text-xs text-slate-600 hover:bg-slate-50"
      >
        默认颜色
      </button>
    </Popover>
  );
}

function LinkEditor({
  link,
  disabled,
  onApply,
}: {
  link: string | null;
  disabled: boolean;
  onApply: (url: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const save = () => {
    const url = richTextLinkOf(text);
    if (!url) return setError('请输入以 http://、https:// 或 / 开头的链接地址');
    onApply(url);
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setText(link ?? 'https://');
          setError('');
        }
      }}
      align="start"
      width={300}
      label="插入链接"
      trigger={
        <button
          type="button"
          aria-label="插入链接"
          title="插入链接"
          aria-pressed={link !== null}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          className={`${BUTTON} ${link !== null ? 'bg-primary-soft text-primary-strong' : ''}`}
        >
          <Glyph name="link" />
        </button>
      }
    >
      <label className="block text-xs text-slate-600" htmlFor="rich-text-link">
        链接地址
      </label>
      <input
        id="rich-text-link"
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
        className="mt-1 block h-8 w-full rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
      />
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
      <div className="mt-2 flex justify-end gap-2">
        {link !== null && (
          <button
            type="button"
            className="rounded border border-slate-300 px-2.5 py-0.5 text-xs hover:bg-slate-50"
            onClick={() => {
              onApply(null);
              setOpen(false);
            }}
          >
            取消链接
          </button>
        )}
        <button
          type="button"
          className="rounded bg-primary-strong px-2.5 py-0.5 text-xs text-white"
          onClick={save}
        >
          确定
        </button>
      </div>
    </Popover>
  );
}

function TableInserter({
  disabled,
  onInsert,
}: {
  disabled: boolean;
  onInsert: (rows: number, columns: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState(3);
  const [columns, setColumns] = useState(3);
  const clamp = (n: number) => Math.min(20, Math.max(1, Math.round(n) || 1));
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="start"
      width={200}
      label="插入表格"
      trigger={
        <button
          type="button"
          aria-label="插入表格"
          title="插入表格"
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          className={BUTTON}
        >
          <Glyph name="table" />
        </button>
      }
    >
      <div className="grid grid-cols-[auto_1fr] items-center gap-2 text-xs text-slate-600">
        <label htmlFor="rich-text-rows">行数</label>
        <input
          id="rich-text-rows"
          type="number"
          min={1}
          max={20}
          value={rows}
          onChange={(event) => setRows(clamp(Number(event.target.value)))}
          className="h-7 rounded border border-slate-300 px-2 text-sm"
        />
        <label htmlFor="rich-text-columns">列数</label>
        <input
          id="rich-text-columns"
          type="number"
          min={1}
          max={20}
          value={columns}
          onChange={(event) => setColumns(clamp(Number(event.target.value)))}
          className="h-7 rounded border border-slate-300 px-2 text-sm"
        />
      </div>
      <button
        type="button"
        className="mt-2 w-full rounded bg-primary-strong py-1 text-xs text-white"
        onClick={() => {
          onInsert(rows, columns);
          setOpen(false);
        }}
      >
        插入
      </button>
    </Popover>
  );
}
