// 操作日志: which operations are audited, and their rows: written by the engine in the change's own transaction,
// else by the dispatcher once the operation answered (a refusal too, with its message).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  ApiFailure,
  type ApiInput,
  type AuditTrail,
  type OperationInfo,
  type OperationRecord,
  type RequestContext,
} from '../core/index.js';
import { newId, rows } from '../resources/engine/sql-util.js';

const CRUD_TYPES: Record<string, OperationRecord['operateType']> = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  saveRows: 'edit',
  importExcel: 'import',
  exportXls: 'export',
  general: 'export',
};

const CRUD_ACTIONS: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  deleteBatch: '批量删除',
  saveRows: '保存',
  importExcel: '导入',
  exportXls: '导出',
};

/** Writes and exports a signed-in user makes through a permission-checked (or resource) operation. */
export function isAudited(op: OperationInfo): boolean {
  if (op.isPublic || (!op.permission && !op.crud)) return false;
  return op.method !== 'GET' || op.crud === 'exportXls' || /export/i.test(op.operationId);
}

function clip(v: unknown, n: number): string | null {
  if (v === undefined || v === null) return null;
  const s = (Array.isArray(v) ? v.join(',') : String(v)).trim();
  return s === '' ? null : s.slice(0, n);
}

function recordIdOf(input: ApiInput): string | null {
  const body =
    input.body && typeof input.body === 'object' && !Array.isArray(input.body)
      ? (input.body as Record<string, unknown>)
      : {};
  return clip(body.id ?? input.query.id ?? body.ids ?? input.query.ids, 64);
}

function unknownRecord(error: unknown): boolean {
  return error instanceof ApiFailure && ['notFound', 'forbidden', 'noPermission'].includes(error.kind);
}

/** The operation's type from its contract name or the last segment of its permission code. */
function operateTypeOf(op: OperationInfo): OperationRecord['operateType'] {
  const last = op.crud ?? op.permission?.split(':').pop() ?? '';
  return CRUD_TYPES[last] ?? (/export/i.test(op.operationId) ? 'export' : 'other');
}

export class OperationAudit implements AuditTrail {
  private written = false;
  private readonly startedAt = performance.now();
  private names: Promise<{ action: string | null; menu: string | null }> | null = null;

  constructor(
    private readonly op: OperationInfo,
    private readonly input: ApiInput,
    private readonly ctx: RequestContext,
    private readonly url: string,
  ) {}

  async record(db: Db, entries: OperationRecord[]): Promise<void> {
    if (entries.length === 0) return;
    await this.insert(db, entries, true, null);
    this.written = true;
  }

  /** After the handler: a refusal always gets its row (the change's transaction, and its rows, rolled back). */
  async finish(error?: unknown): Promise<void> {
    if (!error && this.written) return;
    try {
      const { menu } = await this.buttonNames();
      const entry: OperationRecord = {
        resourceTitle: menu ?? this.op.tag,
        operateType: operateTypeOf(this.op),
        // An id the tenant does not hold names nothing of its own: keep it out of the tenant's log.
        recordId: unknownRecord(error) ? null : recordIdOf(this.input),
      };
      const message = error ? (error instanceof ApiFailure ? error.message : '系统错误') : null;
      await this.insert(this.ctx.db, [entry], !error, message);
    } catch (e) {
      this.ctx.log.warn({ err: e }, 'operation log row not written');
    }
  }

  /**
   * The operation's button and its menu as 菜单管理 names them (用户冻结/解冻 under 用户管理), read on `db`: inside
   * the change's transaction that is the transaction (a second connection would wait for it on PGlite).
   */
  private buttonNames(db: Db = this.ctx.db) {
    this.names ??= (async () => {
      if (!this.op.permission) return { action: null, menu: null };
      const [row] = await rows<{ action: string | null; menu: string | null }>(
        db,
        sql`SELECT b.name AS action, m.name AS menu FROM sys_permission b
            LEFT JOIN sys_permission m ON m.id = b.parent_id
            WHERE b.perms = ${this.op.permission} AND b.tenant_id IN ('0', ${this.ctx.tenantId})
            ORDER BY CASE WHEN b.tenant_id = '0' THEN 0 ELSE 1 END LIMIT 1`,
      );
      return { action: row?.action ?? null, menu: row?.menu ?? null };
    })();
    return this.names;
  }

  private async insert(db: Db, entries: OperationRecord[], ok: boolean, message: string | null) {
    const user = this.ctx.user;
    const crudAction = this.op.crud ? CRUD_ACTIONS[this.op.crud] : undefined;
    const action = crudAction ?? (await this.buttonNames(db)).action ?? this.op.operationId;
    const cost = Math.round(performance.now() - this.startedAt);
    const url = clip(`${this.op.method} ${this.url.split('?')[0] ?? ''}`, 300);
    const values = entries.map(
      (e) => sql`(${newId()}, ${this.ctx.tenantId}, ${user?.username ?? null}, ${user?.username ?? null},
        ${user?.realname ?? null}, ${this.op.resource}, ${clip(e.resourceTitle, 100)}, ${e.operateType},
        ${clip(action, 100)}, ${clip(e.recordId, 64)}, ${clip(e.recordName, 200)}, ${clip(e.detail, 1000)},
        ${url}, ${clip(this.ctx.clientIp, 64)}, ${cost}, ${ok ? '1' : '0'}, ${clip(message, 300)})`,
    );
    await db.execute(sql`INSERT INTO sys_operation_log
      (id, tenant_id, create_by, username, realname, resource_name, resource_title, operate_type, action_name,
       record_id, record_name, detail, request_url, ip, cost_time, result, message)
      VALUES ${sql.join(values, sql`, `)}`);
  }
}
