// The list's toolbar: 新增, 导入, 导出, 通用导出, 批量删除 (each only when the page passes its handler: the user may use it),
// 高级查询 with its mark, and the selection bar.
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

export interface ListToolbarProps {
  selectedCount: number;
  exporting: boolean;
  /** Each button is rendered only with its handler (absent: the user's permissions do not grant it). */
  onAdd?: () => void;
  onBatchDelete?: () => void;
  onImport?: () => void;
  onExport?: () => void;
  /** 通用导出 (generalExport with the page's bizCode); absent when the page names none or the user may not. */
  onGeneralExport?: () => void;
  onClearSelection: () => void;
  superQuery: ReactNode;
  extra?: ReactNode;
}

export function ListToolbar({
  selectedCount,
  exporting,
  onAdd,
  onBatchDelete,
  onImport,
  onExport,
  onGeneralExport,
  onClearSelection,
  superQuery,
  extra,
}: ListToolbarProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {onAdd && (
          <Button variant="primary" onClick={onAdd}>
            <span aria-hidden>＋</span>新增
          </Button>
        )}
        {onImport && <Button onClick={onImport}>导入</Button>}
        {onExport && (
          <Button onClick={onExport} loading={exporting}>
            导出
          </Button>
        )}
        {onGeneralExport && (
          <Button onClick={onGeneralExport} loading={exporting}>
            通用导出
          </Button>
        )}
        {onBatchDelete && <Button onClick={onBatchDelete}>批量删除</Button>}
        {extra}
        {superQuery}
      </div>
      <div className="flex items-center gap-2 rounded border border-sky-200 bg-sky-50 px-3 py-1.5 text-sm text-slate-700">
        <span
          aria-hidden
          className="flex h-4 w-4 items-center justify-center rounded-full bg-primary text-[10px] text-white"
        >
          i
        </span>
        <span>
          已选择 <strong className="text-primary-strong">{selectedCount}</strong> 项
        </span>
        {selectedCount > 0 && (
          <button type="button" onClick={onClearSelection} className="text-primary-strong hover:underline">
            清空
          </button>
        )}
      </div>
    </div>
  );
}
