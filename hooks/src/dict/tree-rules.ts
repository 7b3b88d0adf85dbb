// Tree-select condition check and the tree table's result reading (widgets-spec §5, §7).
import { dictMessages } from './dict-messages.js';

/** A condition must be a JSON object string; empty means none. Throws `条件值错误，需要JSON字符串`. */
export function checkCondition(condition: string | null | undefined): string | undefined {
  if (condition === null || condition === undefined || condition.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(condition);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return JSON.stringify(parsed);
  } catch {
    // falls through to the spec's message
  }
  throw new Error(dictMessages.conditionInvalid);
}

export interface TreeRow {
  id: string;
  parentId?: string | null;
  hasChildren?: boolean;
  children?: TreeRow[];
  [field: string]: unknown;
}

/** A tree table answer is an array or has `records`; anything else throws `返回数据类型不识别`. */
export function readTreeRows(result: unknown): TreeRow[] {
  if (Array.isArray(result)) return result as TreeRow[];
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records)) {
    return (result as { records: TreeRow[] }).records;
  }
  throw new Error(dictMessages.treeResultUnknown);
}
