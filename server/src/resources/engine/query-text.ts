// Reads one query or body value as trimmed text (repeated query keys arrive as arrays: the first one counts).
export function queryText(v: unknown): string {
  return (Array.isArray(v) ? String(v[0] ?? '') : String(v ?? '')).trim();
}
