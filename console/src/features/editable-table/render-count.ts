// Counts the editable table's renders for `pnpm bench` (renders per keystroke): only when the bench installed
// window.__clinicRenders before the console loaded; otherwise one property read.
export function countRender(name: string): void {
  const counts = (globalThis as { __clinicRenders?: Record<string, number> }).__clinicRenders;
  if (counts) counts[name] = (counts[name] ?? 0) + 1;
}
