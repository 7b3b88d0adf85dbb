// The form's rich-text field: the Lexical editor arrives by import() the first time a form shows one, so pages
// without rich text never download it (scripts/lib/bundle-budget.mjs keeps Lexical out of static imports).
import { lazy, Suspense } from 'react';
import { RICH_TEXT_HEIGHT } from '@clinic/hooks';
import type { RichTextEditorProps } from './rich-text-editor';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className="flex items-center justify-center rounded border border-slate-300 bg-slate-50 text-sm text-slate-400"
          style={{ height: RICH_TEXT_HEIGHT + 70 }}
        >
          编辑器加载中...
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
