// React binding: keeps `document.title` on the shell-spec 2.7 rule while mounted.
import { useEffect } from 'react';
import { documentTitle, type DocumentTitleInput } from './document-title.js';

export function useDocumentTitle(input: DocumentTitleInput): string {
  const text = documentTitle(input);
  useEffect(() => {
    if (typeof document !== 'undefined') document.title = text;
  }, [text]);
  return text;
}
