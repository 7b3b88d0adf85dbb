// Value rules of research projects that the project resource and the creating handler share.
import { fail } from '../core/index.js';

/** A whole, non-negative target (decimals dropped); empty means none. */
export function targetQuantityOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(n) || n < 0 || n > 2_147_483_647) throw fail.business('目标数量必须是整数');
  return Math.trunc(n);
}
