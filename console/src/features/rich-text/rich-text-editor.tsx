// The rich-text editor (widgets-spec: height 300, zh_CN, lists, image upload, link, media, table, text colour, word
// count, full screen) on Lexical. Loaded only through rich-text-field's import(): Lexical stays in its own chunk.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { ListItemNode, ListNode } from '@lexical/list';
import { LinkNode } from '@lexical/link';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { DRAG_DROP_PASTE } from '@lexical/rich-text';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $insertNodes,
  $isParagraphNode,
  COMMAND_PRIORITY_LOW,
  type LexicalEditor,
} from 'lexical';
import {
  RICH_TEXT_HEIGHT,
  commonUploader,
  countWords,
  richTextHtmlOf,
  richTextLinkOf,
  uploadRichTextMedia,
  withoutEventHandlers,
  type RichTextMediaKind,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { toast } from '../../ui/toast';
import { ImageNode, VideoNode, withMediaSources } from './media-nodes';
import { RICH_TEXT_THEME } from './rich-text-theme';
import { richTextImportMap } from './html-import';
import { $insertMedia, RichTextToolbar } from './rich-text-toolbar';
import { InertPastePlugin } from './inert-paste-plugin';
import { SelectionSyncPlugin } from './selection-sync-plugin';
import { TableContextMenu } from './table-context-menu';

export interface RichTextEditorProps {
  id?: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

const NODES = [
  ListNode,
  ListItemNode,
  LinkNode,
  TableNode,
  TableRowNode,
  TableCellNode,
  ImageNode,
  VideoNode,
];

/** The editor's content as HTML; an editor holding nothing (one empty paragraph) is ''. */
function $htmlOf(editor: LexicalEditor): string {
  const root = $getRoot();
  const only = root.getFirstChild();
  if (root.getChildrenSize() <= 1 && (only === null || ($isParagraphNode(only) && only.isEmpty()))) return '';
  return withMediaSources($generateHtmlFromNodes(editor, null));
}

/** Puts `html` into the editor (the form's value when it is not what the editor last wrote). */
function $loadHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  const source = withoutEventHandlers(richTextHtmlOf(html));
  if (source === '') {
    root.append($createParagraphNode());
    return;
  }
  // An inert document: nothing in it loads or runs while Lexical reads it.
  const dom = new DOMParser().parseFromString(source, 'text/html');
  root.select();
  $insertNodes($generateNodesFromDOM(editor, dom));
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/** Keeps the form's value and the editor in step, both ways. */
function ValuePlugin({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const [editor] = useLexicalComposerContext();
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    // history-merge: loading the value is no step 撤销 goes back over, and no change the form hears of.
    editor.update(() => $loadHtml(editor, value), { tag: 'history-merge' });
  }, [editor, value]);
  return (
    <OnChangePlugin
      ignoreSelectionChange
      onChange={(state) =>
        state.read(() => {
          const html = $htmlOf(editor);
          if (html === written.current) return;
          written.current = html;
          onChange(html);
        })
      }
    />
  );
}

/** Pasted or dropped image and video files are uploaded and inserted like the toolbar's. */
function PasteMediaPlugin({
  upload,
}: {
  upload: (kind: RichTextMediaKind, file: File) => Promise<string | null>;
}) {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        DRAG_DROP_PASTE,
        (files) => {
          void (async () => {
            for (const file of files) {
              const kind: RichTextMediaKind = file.type.startsWith('video/') ? 'video' : 'image';
              const src = await upload(kind, file);
              if (src) editor.update(() => $insertMedia(kind, src, kind === 'image' ? file.name : ''));
            }
          })();
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, upload],
  );
  return null;
}

function WordCount() {
  const [editor] = useLexicalComposerContext();
  const [count, setCount] = useState(0);
  useEffect(() => {
    editor.getEditorState().read(() => setCount(countWords($getRoot().getTextContent())));
    return editor.registerTextContentListener((text) => setCount(countWords(text)));
  }, [editor]);
  return <span aria-live="polite">字数：{count}</span>;
}

function EditablePlugin({ disabled }: { disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);
  return null;
}

export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid = false,
  placeholder,
  disabled = false,
}: RichTextEditorProps) {
  const { client } = useClinic();
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    if (!fullScreen) return;
    // Esc leaves full screen and not the dialog around the editor: Radix hears Escape on the document in its
    // capture phase, so this listener sits on the window, before it.
    const leave = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setFullScreen(false);
    };
    window.addEventListener('keydown', leave, true);
    return () => window.removeEventListener('keydown', leave, true);
  }, [fullScreen]);
  const upload = useCallback(
    async (kind: RichTextMediaKind, file: File) => {
      const result = await uploadRichTextMedia(kind, file, {
        // Media inserted into the text shows no progress and is not cancelled on its own.
        upload: (picked) =>
          commonUploader(client)(picked, { signal: new AbortController().signal, onProgress: () => {} }),
        fileUrl: (path) => client.fileUrl(path),
      });
      if (result.ok) return result.src;
      toast.error(result.message);
      return null;
    },
    [client],
  );

  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'clinic-rich-text',
        theme: RICH_TEXT_THEME,
        nodes: NODES,
        html: { import: richTextImportMap() },
        editable: !disabled,
        onError: (error) => {
          throw error;
        },
      }}
    >
      <div
        data-testid="rich-text-editor"
        className={`rich-text-shell flex flex-col overflow-hidden rounded border bg-white ${
          invalid ? 'border-red-500' : 'border-slate-300 focus-within:border-primary'
        } ${fullScreen ? 'rich-text-fullscreen fixed inset-0 z-[100] rounded-none' : ''}`}
      >
        <RichTextToolbar
          fullScreen={fullScreen}
          onToggleFullScreen={() => setFullScreen((on) => !on)}
          uploadMedia={upload}
          disabled={disabled}
        />
        <div
          data-testid="rich-text-area"
          className={`relative overflow-auto ${fullScreen ? 'min-h-0 flex-1' : 'flex-none'}`}
          style={fullScreen ? undefined : { height: RICH_TEXT_HEIGHT }}
        >
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                aria-label={label}
                aria-invalid={invalid || undefined}
                aria-multiline
                className="rich-text min-h-full px-3 py-2 text-sm leading-6 text-slate-800 outline-none"
                aria-placeholder={placeholder ?? `请输入${label}`}
                placeholder={
                  <div className="pointer-events-none absolute top-2 left-3 text-sm text-slate-400">
                    {placeholder ?? `请输入${label}`}
                  </div>
                }
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <div className="flex justify-end border-t border-slate-100 px-3 py-1 text-xs text-slate-500">
          <WordCount />
        </div>
        <SelectionSyncPlugin />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={(url) => richTextLinkOf(url) !== null} />
        <TablePlugin hasCellMerge={false} hasCellBackgroundColor={false} />
        <TableContextMenu />
        <ValuePlugin value={value} onChange={onChange} />
        <PasteMediaPlugin upload={upload} />
        <InertPastePlugin />
        <EditablePlugin disabled={disabled} />
      </div>
    </LexicalComposer>
  );
}
