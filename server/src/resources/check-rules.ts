// Registered rule codes for checkByCode and the (table, field) pairs the duplicate check may look at.
import { fieldsOf, type ResolvedField } from './engine/fields.js';
import type { ResourceDecl } from './engine/types.js';
import { resourceDeclarations } from './registry.js';

export interface CheckRule {
  pattern: RegExp;
  message: string;
  /** extra test beyond the pattern (ID card check digit) */
  test?: (value: string) => boolean;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
function idCardOk(v: string): boolean {
  if (v.length !== 18) return true;
  const sum = [...v.slice(0, 17)].reduce((a, c, i) => a + Number(c) * ID_WEIGHTS[i]!, 0);
  return '10X98765432'[sum % 11] === v[17]!.toUpperCase();
}

export const CHECK_RULES: Record<string, CheckRule> = {
  mobile: { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' },
  email: { pattern: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, message: '请输入正确的电子邮件' },
  id_card: {
    pattern: /^(\d{15}|\d{6}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx])$/,
    message: '请输入正确的身份证号码',
    test: idCardOk,
  },
  username: { pattern: /^[A-Za-z0-9_]{4,18}$/, message: '用户名只能由字母、数字、下划线组成，长度6到18位' },
  dept_code: {
    pattern: /^[A-Z][A-Z0-9]{1,9}$/,
    message: '编码以大写字母开头，由大写字母和数字组成，2到10位',
  },
  position_code: { pattern: /^[A-Za-z0-9_-]{1,64}$/, message: '编码只能由字母、数字、下划线和中划线组成' },
};

/** A (table, field) is checkable when some registered resource declares the field unique; field by name or column. */
export function duplicateTarget(
  tableName: string,
  fieldName: string,
): { decl: ResourceDecl; field: ResolvedField } | undefined {
  for (const decl of resourceDeclarations) {
    if (decl.table !== tableName) continue;
    for (const f of fieldsOf(decl).values()) {
      if (f.unique && (f.name === fieldName || f.column === fieldName)) return { decl, field: f };
    }
  }
  return undefined;
}
