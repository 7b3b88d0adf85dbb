// Public surface of the rich-text editor's rules.
export {
  RICH_TEXT_HEIGHT,
  countWords,
  richTextHtmlOf,
  richTextLinkOf,
  richTextMediaSrcOf,
  storedPathOf,
  uploadRichTextMedia,
  withoutEventHandlers,
  type RichTextMediaDeps,
  type RichTextMediaKind,
  type RichTextMediaResult,
} from './rich-text-rules.js';
