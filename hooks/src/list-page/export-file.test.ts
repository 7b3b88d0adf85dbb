import { describe, expect, it } from 'vitest';
import { exportFileName, exportList, generalExportList } from './export-file.js';
import type { ListQuery } from './list-types.js';

const query: ListQuery = {
  superQuery: null,
  queryParam: { name: '张*' },
  sorter: { column: 'createTime', order: 'desc' },
  filters: {},
  pageNo: 3,
  pageSize: 30,
};

const blob = (text: string) => new Blob([text]);

function client(answers: {
  download?: (url: string, q?: unknown) => unknown;
  call?: (op: string, a: unknown) => unknown;
}) {
  const log: unknown[][] = [];
  return {
    log,
    client: {
      download: async (url: string, q?: unknown) => {
        log.push(['download', url, q]);
        const a = answers.download?.(url, q);
        if (a instanceof Error) throw a;
        return a;
      },
      call: async (op: string, a: unknown) => {
        log.push(['call', op, a]);
        const r = answers.call?.(op, a);
        if (r instanceof Error) throw r;
        return r;
      },
    } as never,
  };
}

describe('list export', () => {
  it("is saved as '{name}.xls', default 导出文件", () => {
    expect(exportFileName('患者列表')).toBe('患者列表.xls');
    expect(exportFileName(undefined)).toBe('导出文件.xls');
    expect(exportFileName('  ')).toBe('导出文件.xls');
  });

  it('sends the query without paging plus the selections, and names the blob after the page', async () => {
    const c = client({ download: () => ({ blob: blob('xls'), filename: 'server.xls', contentType: 'x' }) });
    const file = await exportList(c.client, {
      url: '/chronic/patient/exportXls',
      name: '患者列表',
      query,
      selections: ['a', 'b'],
    });
    expect(file.fileName).toBe('患者列表.xls');
    expect(c.log[0]).toEqual([
      'download',
      '/chronic/patient/exportXls',
      { name: '张*', column: 'createTime', order: 'desc', selections: 'a,b' },
    ]);
  });

  it('文件下载失败 when the request fails or answers nothing; 未知的文件 when the answer has no path', async () => {
    await expect(
      exportList(client({ download: () => new Error('x') }).client, { url: '/u', query }),
    ).rejects.toThrow('文件下载失败');
    await expect(
      exportList(client({ download: () => ({ blob: blob(''), filename: null }) }).client, {
        url: '/u',
        query,
      }),
    ).rejects.toThrow('文件下载失败');
    await expect(
      exportList(client({ download: () => ({ blob: blob('{}'), result: '' }) }).client, { url: '/u', query }),
    ).rejects.toThrow('未知的文件');
  });

  it('通用导出 posts bizCode and the query as JSON, then fetches the stored file', async () => {
    const c = client({
      call: () => 'export/20261124/患者.xlsx',
      download: () => ({ blob: blob('xlsx'), filename: null }),
    });
    const file = await generalExportList(c.client, { bizCode: 'patient', name: '患者列表', query });
    expect(file.fileName).toBe('患者列表.xls');
    expect(c.log).toEqual([
      [
        'call',
        'generalExport',
        {
          body: {
            bizCode: 'patient',
            param: JSON.stringify({ name: '张*', column: 'createTime', order: 'desc' }),
          },
        },
      ],
      ['download', '/sys/common/static/export/20261124/患者.xlsx', undefined],
    ]);
    await expect(
      generalExportList(client({ call: () => null }).client, { bizCode: 'patient', query }),
    ).rejects.toThrow('未知的文件');
  });
});
