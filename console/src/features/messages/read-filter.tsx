// The 阅读状态 select shared by both tabs of the messages page.
const FILTERS = [
  { value: '', label: '全部' },
  { value: '0', label: '未读' },
  { value: '1', label: '已读' },
];

export function ReadFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      阅读状态
      <select
        aria-label="阅读状态"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 rounded border border-slate-300 px-2"
      >
        {FILTERS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
    </label>
  );
}
