// The editor's toolbar (widgets-spec: lists, image, link, media, table, text colour, full screen), in Chinese.
import { useEffect, useState } from 'react';
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
import { type RichTextMediaKind } from '@clinic/hooks';
import { $createImageNode, $createVideoNode } from './media-nodes';
import { ColorPicker } from './color-picker';
import { LinkEditor } from './link-editor';
import { TableInserter } from './table-inserter';
import { Divider, FileButton, ToolButton } from './toolbar-buttons';

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

/** 加粗, 斜体, 下划线, 删除线: each shows its own letter in its own style. */
const TEXT_FORMATS = [
  { format: 'bold', label: '加粗', className: 'font-bold', letter: 'B' },
  { format: 'italic', label: '斜体', className: 'font-serif italic', letter: 'I' },
  { format: 'underline', label: '下划线', className: 'underline', letter: 'U' },
  { format: 'strikethrough', label: '删除线', className: 'line-through', letter: 'S' },
] as const;

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

  // A toolbar pop-up that closes hands the focus straight back to the text and its selection: left to the pop-up,
  // the focus would land on the toolbar button a moment later, after the user may already have clicked in the text.
  const backToText = () => editor.focus();
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
      {TEXT_FORMATS.map(({ format: name, label, className, letter }) => (
        <ToolButton
          key={name}
          label={label}
          pressed={formats[name]}
          disabled={disabled}
          onClick={() => format(name)}
        >
          <span className={className}>{letter}</span>
        </ToolButton>
      ))}
      <ColorPicker color={formats.color} disabled={disabled} onPick={setColor} onReturn={backToText} />
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
        onReturn={backToText}
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
        onReturn={backToText}
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
