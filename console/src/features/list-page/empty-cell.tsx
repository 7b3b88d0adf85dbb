// The cell of a list column with nothing to show: a grey 「—」, so an empty value reads as meant, not as unloaded.
export function EmptyCell() {
  return <span className="text-slate-400">—</span>;
}
