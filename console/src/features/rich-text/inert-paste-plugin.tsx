// Pasted HTML reaches the editor without its event-handler attributes (see withoutEventHandlers in @clinic/hooks).
import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { COMMAND_PRIORITY_HIGH, PASTE_COMMAND } from 'lexical';
import { withoutEventHandlers } from '@clinic/hooks';

/** The same clipboard contents with `html` in place of its text/html. */
function clipboardWith(source: DataTransfer, html: string): DataTransfer {
  const copy = new DataTransfer();
  for (const type of source.types)
    if (type !== 'Files') copy.setData(type, type === 'text/html' ? html : source.getData(type));
  for (const file of source.files) copy.items.add(file);
  return copy;
}

export function InertPastePlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const data = event instanceof ClipboardEvent ? event.clipboardData : null;
          const html = data?.getData('text/html') ?? '';
          const inert = withoutEventHandlers(html);
          if (data === null || inert === html) return false;
          // The browser's own paste stays cancelled; the editor's paste runs again on the cleaned contents.
          event.preventDefault();
          const clean = new ClipboardEvent('paste', {
            clipboardData: clipboardWith(data, inert),
            cancelable: true,
          });
          editor.dispatchCommand(PASTE_COMMAND, clean);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}
