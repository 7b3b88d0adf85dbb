// The records of one declared resource over the SDK client: read one, save (add / edit), import, stored files.
import type { CallOptions, ClinicClient } from '@clinic/sdk';
import { resources, type RefTarget, type ResourceDef } from '@clinic/sdk/resources';
import type { FormFieldOption } from '../form/form-schema.js';
import type { ImportAnswer } from '../upload/import-model.js';
import { UPLOAD_TIMEOUT_MS } from '../upload/upload-timeout.js';

export type RecordValues = Record<string, unknown>;

export interface RecordService {
  read(id: string): Promise<RecordValues>;
  /** add without an id, edit with one; resolves to the server's success text ('' when it sent none). */
  save(values: RecordValues, id?: string | null): Promise<string>;
  /** Posts the files (multipart `files`); `options` carry the cancel signal and the progress listeners. */
  importFiles(files: readonly Blob[], options?: CallOptions): Promise<ImportAnswer>;
  /** A stored file the server named (e.g. an import's error workbook). */
  download(url: string): Promise<{ blob: Blob; filename: string | null }>;
  /**
   * The rows a reference may name, as options: the referenced resource's rows (its own ones when it declares an
   * `own` list parameter: shared rows are read-only, nothing of the tenant's may hang below them).
   */
  refOptions?(target: RefTarget): Promise<FormFieldOption[]>;
}

/** How many rows a reference select offers; a longer list needs a picker with search. */
const REF_OPTIONS_LIMIT = 500;

type Client = Pick<ClinicClient, 'resource' | 'download'>;

export function recordServiceOf(client: Client, def: Pick<ResourceDef, 'base'>): RecordService {
  const resource = client.resource<RecordValues>(def.base);
  return {
    read: (id) => resource.queryById(id),
    async save(values, id) {
      const answer = id ? await resource.edit({ ...values, id }) : await resource.add(values);
      // The resource answers its text as `result` (添加成功！), other services as `message`.
      return answer.message || (typeof answer.result === 'string' ? answer.result : '');
    },
    importFiles(files, options) {
      const body = new FormData();
      for (const file of files) body.append('files', file);
      // A large workbook on a slow line needs more than a call's 60 s (widgets-spec 8: 120 s).
      return resource.importExcel(body, {
        timeoutMs: UPLOAD_TIMEOUT_MS,
        ...options,
      }) as Promise<ImportAnswer>;
    },
    download: (url) => client.download(url),
    async refOptions(target) {
      const def = (Object.values(resources) as ResourceDef[]).find((r) => r.name === target.resource);
      if (!def) return [];
      const own = def.listParams?.some((p) => p.name === 'own') ? { own: '1' } : {};
      const page = await client
        .resource<RecordValues>(def.base)
        .list({ pageNo: 1, pageSize: REF_OPTIONS_LIMIT, ...own, ...target.offer });
      const rows = (Array.isArray(page) ? page : page.records) ?? [];
      return rows.map((row) => {
        const color = target.color ? row[target.color] : undefined;
        return {
          value: String(row[target.key] ?? ''),
          label: String(row[target.text] ?? ''),
          ...(typeof color === 'string' && color ? { color } : {}),
        };
      });
    },
  };
}
