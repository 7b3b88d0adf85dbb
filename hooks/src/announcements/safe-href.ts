// Guards record-supplied targets (openPage): only same-app paths may be navigated to, never another origin or a script URL.

/** The path when it is an in-app absolute path ("/x?y"), else null. */
export function safeInAppHref(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const href = value.trim();
  // "//host" and "/\host" are protocol-relative in browsers; control characters can hide a scheme.
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return null;
  for (let i = 0; i < href.length; i += 1) {
    const code = href.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return null;
  }
  return href;
}
