// The advanced query's side card: saved queries to apply (click) or delete (with confirmation); unsupported ones in red.
import { t, type SavedQueryEntry } from '@clinic/hooks';

export interface SavedQueriesCardProps {
  entries: readonly SavedQueryEntry[];
  loading: boolean;
  offline: boolean;
  onApply: (title: string) => void;
  onDelete: (title: string) => void;
}

export function SavedQueriesCard({ entries, loading, offline, onApply, onDelete }: SavedQueriesCardProps) {
  return (
    <section
      aria-label={t('savedQuery.title')}
      className="flex w-full shrink-0 flex-col rounded border border-slate-200 md:w-60"
    >
      <h3 className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800">
        {t('savedQuery.title')}
        {loading && <span className="ml-2 text-xs font-normal text-slate-400">加载中…</span>}
      </h3>
      {offline && (
        <p className="px-3 pt-2 text-xs text-amber-600">暂时无法连接服务器，显示的是本机保存的查询</p>
      )}
      {entries.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-slate-400">{t('savedQuery.none')}</p>
      ) : (
        <ul className="max-h-80 overflow-auto py-1">
          {entries.map((entry) => (
            <li key={entry.title} className="group flex items-center gap-1 px-2 hover:bg-primary-soft">
              <button
                type="button"
                title={entry.unsupported ? t('savedQuery.unsupported') : entry.title}
                onClick={() => onApply(entry.title)}
                className={`min-w-0 flex-1 truncate py-1.5 text-left text-sm ${entry.unsupported ? 'text-red-600' : 'text-slate-700 hover:text-primary-strong'}`}
              >
                {entry.title}
              </button>
              <button
                type="button"
                aria-label={`删除 ${entry.title}`}
                onClick={() => onDelete(entry.title)}
                className="rounded px-1 text-slate-400 hover:bg-red-50 hover:text-red-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
