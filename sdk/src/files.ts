// File path rules (shell-spec 7.1, widgets-spec): absolute URLs as they are, stored paths under the static domain.

// http(s) per the spec; data: and blob: are local previews that must not be prefixed either.
const ABSOLUTE = /^(https?:\/\/|data:|blob:)/i;

/** One stored path as a URL; empty input gives an empty string. */
function single(path: string, staticDomain: string): string {
  const p = path.trim();
  if (p === '' || ABSOLUTE.test(p)) return p;
  const domain = staticDomain.trim().replace(/\/+$/, '');
  if (domain === '') return p;
  return `${domain}/${p.replace(/^\/+/, '')}`;
}

/** Every path of a comma-separated value, as URLs, empties dropped. */
export function fileUrls(paths: string | null | undefined, staticDomain = ''): string[] {
  if (!paths) return [];
  // A data: URL carries a comma of its own, so it is one value, never a list.
  if (/^\s*data:/i.test(paths)) return [paths.trim()];
  return paths
    .split(',')
    .map((p) => single(p, staticDomain))
    .filter((p) => p !== '');
}

/** A path, or a comma-separated list of them, as URL(s) joined the same way. */
export function fileUrl(paths: string | null | undefined, staticDomain = ''): string {
  return fileUrls(paths, staticDomain).join(',');
}

/** The file name part of a stored path or URL (what the upload widget shows). */
export function fileNameOf(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  const name = clean.slice(clean.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
