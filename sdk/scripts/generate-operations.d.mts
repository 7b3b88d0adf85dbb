// Types of the operation generator, for the SDK tests that import it.
export interface OperationRow {
  id: string;
  method: string;
  path: string;
  tag: string;
  group: string;
  noTimestamp: boolean;
  response: 'json' | 'blob';
  multipart: boolean;
}
export function groupName(tag: string): string;
export function collectOperations(doc: unknown): OperationRow[];
export type OperationExtra = Partial<Pick<OperationRow, 'tag' | 'noTimestamp' | 'response' | 'multipart'>>;
export const STANDARD_OPERATIONS: ReadonlyArray<
  readonly [segment: string, method: string, extra?: OperationExtra]
>;
export function extraOf(row: OperationRow): OperationExtra;
export function compactOperations(rows: OperationRow[]): {
  resources: Map<string, { base: string; group: string; mask: number }>;
  others: OperationRow[];
};
export function render(rows: OperationRow[]): string;
export const README_START: string;
export const README_END: string;
export function renderGroupsMarkdown(
  rows: OperationRow[],
  tags?: Array<{ name: string; description?: string }>,
): string;
export function withGroups(readme: string, section: string): string;
