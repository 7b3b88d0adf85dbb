// The plain pager under the research and dynamic-form tables: 共 N 条, 上一页, page of pages, 下一页.
import { Button } from './button';

export function SimplePager({
  total,
  current,
  pageSize,
  onPage,
}: {
  total: number;
  current: number;
  pageSize: number;
  onPage: (current: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="分页" className="mt-3 flex items-center justify-end gap-2 text-sm text-slate-600">
      <span>共 {total} 条</span>
      <Button size="small" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        上一页
      </Button>
      <span>
        {current} / {pages}
      </span>
      <Button size="small" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        下一页
      </Button>
    </nav>
  );
}
