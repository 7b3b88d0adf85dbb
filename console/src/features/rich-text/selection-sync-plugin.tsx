// Keys Lexical acts on at keydown (Enter, Tab, Backspace, Delete) act on the caret the user sees. Lexical learns of a
// click or an End key from the browser's selectionchange event, which is an ordinary task: on a busy page the next
// key press (input goes first) can arrive before it, and Lexical would break the line at the selection it last heard
// of: after a colour was applied to "请相互转告", a click at the line's end, End and Enter replaced the coloured words.
import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createRangeSelectionFromDom, $getSelection, $isRangeSelection, $setSelection } from 'lexical';

const KEYDOWN_KEYS = new Set(['Enter', 'Tab', 'Backspace', 'Delete']);

export function SelectionSyncPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const sync = (event: KeyboardEvent) => {
      if (!KEYDOWN_KEYS.has(event.key) || event.isComposing) return;
      const root = editor.getRootElement();
      const dom = root?.ownerDocument.getSelection() ?? null;
      if (!root || !dom || !dom.anchorNode || !root.contains(dom.anchorNode)) return;
      editor.update(
        () => {
          const seen = $createRangeSelectionFromDom(dom, editor);
          const known = $getSelection();
          if (seen && !($isRangeSelection(known) && seen.is(known))) $setSelection(seen);
        },
        // Committed now, before Lexical's own keydown handler reads the selection.
        { discrete: true },
      );
    };
    const unregister = editor.registerRootListener((root, previous) => {
      previous?.removeEventListener('keydown', sync, true);
      root?.addEventListener('keydown', sync, true);
    });
    return () => {
      unregister();
      editor.getRootElement()?.removeEventListener('keydown', sync, true);
    };
  }, [editor]);
  return null;
}
