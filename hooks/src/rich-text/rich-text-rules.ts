// The rich-text editor's rules that are no editor's business: the word count it shows, which picked file it takes
// as an image or a video, where an inserted file's address comes from, and which addresses need the session to load.
import { t } from '../i18n/translate.js';
import { userMessageOf } from '../core/user-message.js';
import { acceptsFile } from '../upload/upload-list-model.js';

/** widgets-spec: the editor's default height. */
export const RICH_TEXT_HEIGHT = 300;

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/gu;

/**
 * Words as a Chinese reader counts them: each CJK character or full-width punctuation mark is one, each run of
 * letters or digits (an English word, a number) is one; spaces and ASCII punctuation count nothing.
 */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return cjk + words;
}

export type RichTextMediaKind = 'image' | 'video';

export interface RichTextMediaDeps {
  /** Posts the file to the upload endpoint and answers its stored path (commonUploader). */
  upload: (file: File) => Promise<string>;
  /** The stored path as the address the HTML keeps (the client's fileUrl). */
  fileUrl: (path: string) => string;
}

export type RichTextMediaResult = { ok: true; src: string } | { ok: false; message: string };

/** Uploads one picked or pasted file as an image or a video; refuses other types with the spec's message. */
export async function uploadRichTextMedia(
  kind: RichTextMediaKind,
  file: File,
  deps: RichTextMediaDeps,
): Promise<RichTextMediaResult> {
  if (!acceptsFile(kind, file))
    return { ok: false, message: t(kind === 'video' ? 'upload.videoOnly' : 'upload.imageOnly') };
  try {
    const path = await deps.upload(file);
    return { ok: true, src: deps.fileUrl(path) };
  } catch (error) {
    // widgets-spec 8: 文件上传失败: {msg}, and 未知错误 when nothing says why.
    return { ok: false, message: `${t('upload.failed')}: ${userMessageOf(error, '未知错误')}` };
  }
}

/**
 * The stored path behind an address under the static domain (read with the session's headers, so an <img> cannot
 * load it by itself), or null for any other address.
 */
export function storedPathOf(src: string, staticDomain: string): string | null {
  const domain = staticDomain.replace(/\/+$/, '');
  if (domain === '' || !src.startsWith(`${domain}/`)) return null;
  const path = src.slice(domain.length + 1).split(/[?#]/)[0] ?? '';
  return path === '' || path.includes('..') ? null : path;
}

/** Stored text that is not HTML yet (a plain-text announcement from before the editor) as paragraphs of HTML. */
export function richTextHtmlOf(stored: string): string {
  if (stored.trim() === '' || /<[a-z][\s\S]*>/i.test(stored)) return stored;
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return stored
    .split(/\r?\n/)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

// A start tag: its name, then attributes whose quoted values may hold '>'.
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
// One attribute (a quoted value is consumed whole, so 'onerror=' inside another attribute's value is left alone).
const ATTRIBUTE = /([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*))?/g;

/**
 * HTML with its event-handler attributes (onerror, onclick...) taken out of every start tag, before a browser
 * parses it: the editor never keeps a handler, yet Chromium reports each one it parses as a blocked inline script
 * (Content-Security-Policy) even in an inert document. What this misses is still blocked by the policy and dropped
 * by the editor's import; it only spares a pasted web page the browser's alarms.
 */
export function withoutEventHandlers(html: string): string {
  return html.replace(
    START_TAG,
    (_tag, name: string, attributes: string) =>
      `<${name}${attributes.replace(ATTRIBUTE, (attribute, attributeName: string) =>
        /^on/i.test(attributeName) ? '' : attribute,
      )}>`,
  );
}

/** A link address the editor takes: http(s), mailto: or a path of this site; null for anything else. */
export function richTextLinkOf(input: string): string | null {
  const url = input.trim();
  if (/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url)) return url;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(url)) return url;
  if (/^\/(?!\/)[^\s]*$/.test(url)) return url;
  return null;
}

/**
 * An image or video address the editor takes from pasted or loaded HTML: a stored file or an http(s) address;
 * anything else (a relative name, file:, data:, javascript:) is dropped rather than shown broken.
 */
export function richTextMediaSrcOf(src: string, staticDomain: string): string | null {
  const trimmed = src.trim();
  if (storedPathOf(trimmed, staticDomain) !== null) return trimmed;
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null;
}
