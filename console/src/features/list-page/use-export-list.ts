// 导出 and 通用导出 of a list page over the hooks' export model: the file saved under '{name}.xls', the progress
// shown while the server prepares it and its bytes come down, cancel and retry, failures as the spec's warning
// (文件下载失败, 未知的文件).
import { useMemo } from 'react';
import {
  createExportModel,
  exportList,
  generalExportList,
  useModelState,
  type ListQuery,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { saveBlob } from './save-file';

export function useExportList(url: string, name: string, bizCode?: string) {
  const { client } = useClinic();
  const model = useMemo(() => createExportModel((file) => saveBlob(file.blob, file.fileName)), []);
  const state = useModelState(model);
  useNoticeToasts(model);
  return {
    model,
    state,
    exporting: state.transfer.phase === 'running',
    run: (query: ListQuery, selections: readonly string[]) =>
      model.run('导出', (options) => exportList(client, { url, name, query, selections }, options)),
    general: bizCode
      ? (query: ListQuery) =>
          model.run('通用导出', (options) => generalExportList(client, { bizCode, name, query }, options))
      : undefined,
  };
}
