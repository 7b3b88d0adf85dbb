// 导出: GET <base>/exportXls with the current query and the selected keys, saved as '{name}.xls'.
import { useState } from 'react';
import { buildListParams, type ListQuery } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { toast } from '../../ui/toast';
import { saveBlob } from './save-file';

export function useExportList(url: string, name: string) {
  const { client } = useClinic();
  const [exporting, setExporting] = useState(false);

  async function run(query: ListQuery, selections: readonly string[]): Promise<void> {
    setExporting(true);
    try {
      const { pageNo: _p, pageSize: _s, ...params } = buildListParams(query, '');
      if (selections.length > 0) params.selections = selections.join(',');
      const file = await client.download(url, params);
      if (file.blob.size === 0 && file.result === undefined) throw new Error('empty');
      saveBlob(file.blob, file.filename ?? `${name}.xls`);
    } catch {
      toast.warning('文件下载失败');
    } finally {
      setExporting(false);
    }
  }
  return { exporting, run };
}
