// Generates sdk/src/generated/operations.ts (operation table + per-tag type map) and the operation-group list of
// sdk/README.md from openapi/dist/openapi.json; `--check` fails when either is stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdkRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `import-export` → `importExport`: tags become property names of the client. */
export function groupName(tag) {
  const name = tag.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ''));
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`tag "${tag}" does not make a property name`);
  return name;
}

function resolveRef(doc, node) {
  let current = node;
  for (let depth = 0; current && typeof current.$ref === 'string'; depth++) {
    if (depth > 20) throw new Error(`$ref cycle at ${node.$ref}`);
    const parts = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = parts.reduce((acc, key) => acc?.[key], doc);
    if (current === undefined) throw new Error(`unresolved $ref ${node.$ref}`);
  }
  return current;
}

const isJson = (mediaType) => mediaType === 'application/json' || /\+json$/.test(mediaType);

/** Reads the operations of a bundled document into table rows, sorted by operationId. */
export function collectOperations(doc) {
  const rows = [];
  const seen = new Set();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.operationId) throw new Error(`${where} has no operationId`);
      if (seen.has(op.operationId)) throw new Error(`duplicate operationId ${op.operationId}`);
      seen.add(op.operationId);
      const tag = op.tags?.[0];
      if (!tag) throw new Error(`${where} has no tag`);
      const ok = resolveRef(doc, op.responses?.['200'] ?? op.responses?.['201'] ?? {});
      const media = Object.keys(ok.content ?? {});
      const requestMedia = Object.keys(resolveRef(doc, op.requestBody ?? {}).content ?? {});
      rows.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        tag,
        group: groupName(tag),
        noTimestamp: op['x-no-timestamp'] === true,
        response: media.some((m) => !isJson(m)) ? 'blob' : 'json',
        multipart: requestMedia.includes('multipart/form-data') && !requestMedia.some(isJson),
      });
    }
  }
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The operations every resource declaration yields (path segment, method, facts beside the defaults); the table
 * names a resource once, with a bit per standard operation it has, instead of a row per operation.
 */
export const STANDARD_OPERATIONS = [
  ['list', 'GET'],
  ['queryById', 'GET'],
  ['add', 'POST'],
  ['edit', 'PUT'],
  ['delete', 'DELETE'],
  ['deleteBatch', 'DELETE'],
  ['exportXls', 'GET', { response: 'blob' }],
  ['importExcel', 'POST', { multipart: true }],
  ['importTemplate', 'GET', { response: 'blob' }],
];

/** A row's facts that differ from the defaults (tag = group, a timestamped JSON call without multipart), in table order. */
export function extraOf(row) {
  const extra = {};
  if (row.tag !== row.group) extra.tag = row.tag;
  if (row.noTimestamp) extra.noTimestamp = true;
  if (row.response !== 'json') extra.response = row.response;
  if (row.multipart) extra.multipart = true;
  return extra;
}

const literal = (extra) =>
  `{ ${Object.entries(extra)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? q(v) : v}`)
    .join(', ')} }`;

/** The standard operation a row is (`[prefix, base, bit]`), or null when the resource pattern does not rebuild it exactly. */
function standardOf(row) {
  const i = STANDARD_OPERATIONS.findIndex(([segment]) => row.path.endsWith(`/${segment}`));
  if (i === -1) return null;
  const [segment, method, extra = {}] = STANDARD_OPERATIONS[i];
  const suffix = segment[0].toUpperCase() + segment.slice(1);
  const prefix = row.id.slice(0, -suffix.length);
  const base = row.path.slice(0, -segment.length - 1);
  if (!row.id.endsWith(suffix) || prefix === '' || base === '' || row.method !== method) return null;
  if (JSON.stringify(extraOf(row)) !== JSON.stringify(extra)) return null;
  return { prefix, base, bit: i };
}

/** Splits rows into resources (prefix → base, mask, group) and the other operations, both rebuilding every row. */
export function compactOperations(rows) {
  const resources = new Map();
  const others = [];
  for (const row of rows) {
    const std = standardOf(row);
    const known = std && resources.get(std.prefix);
    if (std && (!known || (known.base === std.base && known.group === row.group))) {
      const entry = known ?? { base: std.base, group: row.group, mask: 0 };
      entry.mask |= 1 << std.bit;
      resources.set(std.prefix, entry);
    } else {
      others.push(row);
    }
  }
  return { resources, others };
}

export function render(rows) {
  const groups = new Map();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row.id]);
  const groupNames = [...groups.keys()].sort();
  const { resources, others } = compactOperations(rows);
  const out = [];
  out.push(
    '// Generated by sdk/scripts/generate-operations.mjs from openapi/dist/openapi.json. Do not edit; run `pnpm --filter @clinic/sdk generate`.',
  );
  out.push("import { expandOperations } from '../client/expand-operations.js';");
  out.push("import type { paths } from './openapi.js';");
  out.push('');
  // A type literal, not an interface: it must stay assignable to Record<string, OperationInfo>.
  out.push(
    '/** The runtime facts of every operation, by operationId (defaults left out: tag = group, timestamped JSON). */',
  );
  out.push('export type OperationTable = {');
  for (const r of rows) {
    const extra = Object.entries(extraOf(r))
      .map(([k, v]) => `; readonly ${k}: ${typeof v === 'string' ? q(v) : v}`)
      .join('');
    out.push(
      `  readonly ${r.id}: { readonly method: ${q(r.method)}; readonly path: ${q(r.path)}; readonly group: ${q(r.group)}${extra} };`,
    );
  }
  out.push('};');
  out.push('');
  // The table is in the console's first load: a resource is one short entry, whatever the number of resources.
  out.push('export const operationTable = /* @__PURE__ */ expandOperations<OperationTable>(');
  out.push('  [');
  for (const [segment, method, extra] of STANDARD_OPERATIONS)
    out.push(`    [${q(segment)}, ${q(method)}${extra ? `, ${literal(extra)}` : ''}],`);
  out.push('  ],');
  out.push('  {');
  for (const [prefix, r] of [...resources].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    out.push(`    ${prefix}: [${q(r.base)}, ${r.mask}${r.group !== prefix ? `, ${q(r.group)}` : ''}],`);
  out.push('  },');
  out.push('  {');
  for (const r of others) {
    const extra = extraOf(r);
    const tail = Object.keys(extra).length ? `, ${literal(extra)}` : '';
    out.push(`    ${r.id}: [${q(r.method)}, ${q(r.path)}, ${q(r.group)}${tail}],`);
  }
  out.push('  },');
  out.push(');');
  out.push('');
  out.push('export type OperationId = keyof OperationTable;');
  out.push('');
  out.push('/** The `paths` entry of every operation, by operationId. */');
  out.push('export interface OperationTypes {');
  for (const r of rows) out.push(`  ${r.id}: paths[${q(r.path)}][${q(r.method.toLowerCase())}];`);
  out.push('}');
  out.push('');
  out.push('/** Operation ids of each client group (a tag, camelCased). */');
  out.push('export interface GroupOperationIds {');
  for (const g of groupNames) out.push(`  ${g}: ${groups.get(g).map(q).join(' | ')};`);
  out.push('}');
  out.push('');
  return out.join('\n');
}

export const README_START = '<!-- operation-groups:start (generated by scripts/generate-operations.mjs) -->';
export const README_END = '<!-- operation-groups:end -->';

/** One line per client group: its property, what the tag covers, and every operation in it. */
export function renderGroupsMarkdown(rows, tags = []) {
  const about = new Map(tags.map((t) => [t.name, (t.description ?? '').trim().replace(/\.$/, '')]));
  const groups = new Map();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  const lines = [README_START, ''];
  for (const g of [...groups.keys()].sort()) {
    const ops = groups.get(g);
    const what = about.get(ops[0].tag);
    const ids = ops.map((r) => `\`${r.id}\``).join(', ');
    lines.push(`- \`client.${g}\`${what ? ` (${what})` : ''}: ${ids}`);
  }
  lines.push('', `${rows.length} operations in ${groups.size} groups.`, '', README_END);
  return lines.join('\n');
}

/** The README with its generated section replaced; throws when the markers are missing. */
export function withGroups(readme, section) {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end < start) throw new Error('sdk/README.md lacks the operation-groups markers');
  return readme.slice(0, start) + section + readme.slice(end + README_END.length);
}

function main() {
  const check = process.argv.includes('--check');
  const docFile = resolve(sdkRoot, '..', 'openapi', 'dist', 'openapi.json');
  const outFile = join(sdkRoot, 'src', 'generated', 'operations.ts');
  if (!existsSync(docFile)) {
    console.error(`generate-operations: ${docFile} is missing; run node scripts/openapi-bundle.mjs first`);
    process.exit(1);
  }
  const doc = JSON.parse(readFileSync(docFile, 'utf8'));
  const rows = collectOperations(doc);
  const text = render(rows);
  const readmeFile = join(sdkRoot, 'README.md');
  const readme = readFileSync(readmeFile, 'utf8');
  const readmeText = withGroups(readme, renderGroupsMarkdown(rows, doc.tags));
  if (check) {
    const current = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
    const stale = [
      current !== text && 'sdk/src/generated/operations.ts',
      readme !== readmeText && 'sdk/README.md',
    ];
    if (stale.some(Boolean)) {
      console.error(
        `generate-operations: ${stale.filter(Boolean).join(' and ')} stale; run pnpm --filter @clinic/sdk generate`,
      );
      process.exit(1);
    }
    console.log('generate-operations: up to date');
    return;
  }
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, text);
  if (readmeText !== readme) writeFileSync(readmeFile, readmeText);
  console.log(
    `generate-operations: wrote ${outFile} (${text.split('\n').length} lines) and the README groups`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (err) {
    console.error(`generate-operations: ${err.message}`);
    process.exit(1);
  }
}
