// The 阅读状态 select shared by both tabs of the messages page.
import { Select } from '../../ui/select';

const FILTERS = [
  { value: '', label: '全部' },
  { value: '0', label: '未读' },
  { value: '1', label: '已读' },
];

export function ReadFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      阅读状态
      <Select aria-label="阅读状态" className="w-28" value={value} onChange={onChange} options={FILTERS} />
    </label>
  );
}
