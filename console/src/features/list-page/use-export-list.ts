// 导出 and 通用导出 of a list page: the hooks' exports run, the file saved under '{name}.xls', failures as the spec's
// warning (文件下载失败, 未知的文件).
import { useState } from 'react';
import { ExportError, exportList, generalExportList, type ExportedFile, type ListQuery } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { toast } from '../../ui/toast';
import { saveBlob } from './save-file';

export function useExportList(url: string, name: string, bizCode?: string) {
  const { client } = useClinic();
  const [exporting, setExporting] = useState(false);

  async function save(work: Promise<ExportedFile>): Promise<void> {
    setExporting(true);
    try {
      const file = await work;
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      toast.warning(error instanceof ExportError ? error.message : '文件下载失败');
    } finally {
      setExporting(false);
    }
  }
  return {
    exporting,
    run: (query: ListQuery, selections: readonly string[]) =>
      save(exportList(client, { url, name, query, selections })),
    general: bizCode
      ? (query: ListQuery) => save(generalExportList(client, { bizCode, name, query }))
      : undefined,
  };
}
