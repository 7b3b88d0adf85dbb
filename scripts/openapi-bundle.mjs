// Bundles openapi/openapi.yaml + openapi/paths/*.yaml + the resource declarations (sdk/src/resources/defs) into
// openapi/dist/openapi.json and writes the generated resources index; `--check` fails when any of them, or the SDK
// types, are stale.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describeEveryAnswer } from './lib/every-answer.mjs';
import { loadDeclarations, resourceContract, resourcesIndexSource } from './lib/resource-contract.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const defaultOpenapiDir = join(root, 'openapi');
const distFile = join(defaultOpenapiDir, 'dist', 'openapi.json');
const typesFile = join(root, 'sdk', 'src', 'generated', 'openapi.ts');
const indexFile = join(root, 'sdk', 'src', 'resources', 'index.ts');
const GENERATED = 'sdk/src/resources/defs';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const TOP_ORDER = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components', 'x-resources'];

export class BundleError extends Error {}

function readYaml(file) {
  try {
    return parse(readFileSync(file, 'utf8'), { uniqueKeys: true }) ?? {};
  } catch (err) {
    throw new BundleError(`${rel(file)}: ${err.message}`);
  }
}

function rel(file) {
  return relative(root, file);
}

function sortKeys(obj) {
  return Object.fromEntries(
    Object.keys(obj)
      .sort()
      .map((k) => [k, obj[k]]),
  );
}

/** Loads the resource declarations once: their contract and the generated index source. */
export async function declarations() {
  let loaded;
  try {
    loaded = await loadDeclarations(root);
  } catch (err) {
    throw new BundleError(err.message);
  }
  return { contract: resourceContract(loaded), index: resourcesIndexSource(loaded.defs) };
}

/**
 * Merges the root document, every tag file and the operations and schemas generated from the resource
 * declarations; throws on any collision so nothing silently wins.
 */
export function bundle(
  openapiDir = defaultOpenapiDir,
  generated = { paths: {}, schemas: {}, tags: new Map() },
) {
  const rootDoc = readYaml(join(openapiDir, 'openapi.yaml'));
  const paths = {};
  const components = structuredClone(rootDoc.components ?? {});
  const origin = new Map();
  for (const [section, entries] of Object.entries(components)) {
    for (const name of Object.keys(entries)) origin.set(`${section}/${name}`, 'openapi/openapi.yaml');
  }
  for (const [p, item] of Object.entries(generated.paths)) {
    paths[p] = item;
    origin.set(`path:${p}`, GENERATED);
  }
  components.schemas ??= {};
  for (const [name, value] of Object.entries(generated.schemas)) {
    if (origin.has(`schemas/${name}`))
      throw new BundleError(
        `schema ${name} is generated from ${GENERATED}; remove it from openapi/openapi.yaml`,
      );
    components.schemas[name] = value;
    origin.set(`schemas/${name}`, GENERATED);
  }
  const tags = [...(rootDoc.tags ?? [])];
  for (const [name, description] of generated.tags) {
    if (!tags.some((t) => t.name === name)) tags.push({ name, description });
  }
  rootDoc.tags = tags;
  const pathsDir = join(openapiDir, 'paths');
  const files = readdirSync(pathsDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  for (const f of files) {
    const file = join(pathsDir, f);
    const doc = readYaml(file);
    const extra = Object.keys(doc).filter((k) => k !== 'paths' && k !== 'components');
    if (extra.length) throw new BundleError(`${rel(file)}: unexpected top-level keys ${extra.join(', ')}`);
    for (const [p, item] of Object.entries(doc.paths ?? {})) {
      if (paths[p])
        throw new BundleError(`duplicate path ${p} in ${rel(file)} (already in ${origin.get(`path:${p}`)})`);
      paths[p] = item;
      origin.set(`path:${p}`, rel(file));
    }
    for (const [section, entries] of Object.entries(doc.components ?? {})) {
      components[section] ??= {};
      for (const [name, value] of Object.entries(entries)) {
        const key = `${section}/${name}`;
        if (origin.has(key))
          throw new BundleError(`duplicate component ${key} in ${rel(file)} (already in ${origin.get(key)})`);
        components[section][name] = value;
        origin.set(key, rel(file));
      }
    }
  }
  const merged = { ...rootDoc, paths: sortKeys(paths), components: {} };
  if (generated.declarations) merged['x-resources'] = generated.declarations;
  for (const section of Object.keys(components).sort())
    merged.components[section] = sortKeys(components[section]);
  const ordered = {};
  for (const k of TOP_ORDER) if (k in merged) ordered[k] = merged[k];
  for (const k of Object.keys(merged)) if (!(k in ordered)) ordered[k] = merged[k];
  describeEveryAnswer(ordered, (message) => new BundleError(message));
  validate(ordered, origin);
  return ordered;
}

function validate(doc, origin) {
  const ids = new Map();
  const tagNames = new Set((doc.tags ?? []).map((t) => t.name));
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${p} (${origin.get(`path:${p}`)})`;
      if (!op.operationId) throw new BundleError(`${where}: missing operationId`);
      if (ids.has(op.operationId)) {
        throw new BundleError(
          `duplicate operationId ${op.operationId}: ${where} and ${ids.get(op.operationId)}`,
        );
      }
      ids.set(op.operationId, where);
      if (!Array.isArray(op.tags) || op.tags.length !== 1)
        throw new BundleError(`${where}: needs exactly one tag`);
      if (!tagNames.has(op.tags[0]))
        throw new BundleError(`${where}: tag ${op.tags[0]} is not declared in openapi.yaml`);
      const from = origin.get(`path:${p}`);
      if (from !== GENERATED && !from.endsWith(`paths/${op.tags[0]}.yaml`))
        throw new BundleError(`${where}: tag ${op.tags[0]} belongs in openapi/paths/${op.tags[0]}.yaml`);
      if (!op.responses?.['200']) throw new BundleError(`${where}: missing 200 response`);
    }
  }
  walkRefs(doc, doc, '#');
  const unbounded = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const method of METHODS)
      if (item[method]) checkInputBounds(doc, item[method], `${method.toUpperCase()} ${p}`, unbounded);
  }
  if (unbounded.length) throw new BundleError(`strings without maxLength:\n  ${unbounded.join('\n  ')}`);
}

/** Every string a client sends must be bounded: unbounded input is how oversized values reach the database. */
function checkInputBounds(doc, op, where, problems) {
  const seen = new Set();
  const visit = (schema, at) => {
    if (!schema || typeof schema !== 'object') return;
    if (typeof schema.$ref === 'string') {
      if (seen.has(schema.$ref)) return;
      seen.add(schema.$ref);
      return visit(lookup(doc, schema.$ref), `${at} → ${schema.$ref}`);
    }
    const types = [schema.type ?? []].flat();
    const bounded =
      'maxLength' in schema || 'enum' in schema || 'const' in schema || schema.format === 'binary';
    if (types.includes('string') && !bounded) problems.push(`${where}: ${at}`);
    for (const key of ['allOf', 'anyOf', 'oneOf'])
      (schema[key] ?? []).forEach((s, i) => visit(s, `${at}/${key}/${i}`));
    for (const [name, s] of Object.entries(schema.properties ?? {})) {
      if (!s?.readOnly) visit(s, `${at}.${name}`);
    }
    if (schema.items) visit(schema.items, `${at}[]`);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      visit(schema.additionalProperties, `${at}{}`);
  };
  for (const raw of op.parameters ?? []) {
    const param = raw.$ref ? lookup(doc, raw.$ref) : raw;
    visit(param.schema, `parameter ${param.name}`);
  }
  const body = op.requestBody?.$ref ? lookup(doc, op.requestBody.$ref) : op.requestBody;
  for (const [type, media] of Object.entries(body?.content ?? {})) visit(media.schema, `body (${type})`);
}

function lookup(doc, ref) {
  return ref
    .slice(2)
    .split('/')
    .reduce((cur, seg) => cur?.[seg.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

function walkRefs(node, doc, at) {
  if (Array.isArray(node)) {
    node.forEach((v, i) => walkRefs(v, doc, `${at}/${i}`));
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof node.$ref === 'string') resolveRef(node.$ref, doc, at);
  for (const [k, v] of Object.entries(node)) {
    // Examples are data, not schema: a `$ref` key inside one is just a value.
    if (k === 'example' || (k === 'value' && at.includes('/examples/'))) continue;
    walkRefs(v, doc, `${at}/${k}`);
  }
}

function resolveRef(ref, doc, at) {
  if (!ref.startsWith('#/')) throw new BundleError(`${at}: only local refs are allowed, got ${ref}`);
  let cur = doc;
  for (const raw of ref.slice(2).split('/')) {
    const seg = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!cur || typeof cur !== 'object' || !(seg in cur))
      throw new BundleError(`${at}: $ref ${ref} does not resolve`);
    cur = cur[seg];
  }
}

export function toJson(doc) {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Runs the same openapi-typescript CLI as `pnpm --filter @clinic/sdk generate`, on a temp copy. */
function generateTypes(json) {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-check-'));
  try {
    const src = join(dir, 'openapi.json');
    const out = join(dir, 'openapi.ts');
    writeFileSync(src, json);
    const cli = join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
    execFileSync(process.execPath, [cli, src, '-o', out], { stdio: ['ignore', 'ignore', 'pipe'] });
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const check = process.argv.includes('--check');
  let json;
  let index;
  try {
    const generated = await declarations();
    json = toJson(bundle(defaultOpenapiDir, generated.contract));
    index = generated.index;
  } catch (err) {
    if (err instanceof BundleError) {
      console.error(`openapi-bundle: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (!check) {
    mkdirSync(dirname(distFile), { recursive: true });
    writeFileSync(distFile, json);
    writeFileSync(indexFile, index);
    console.log(`openapi-bundle: wrote ${rel(distFile)} and ${rel(indexFile)}`);
    return;
  }
  const stale = [];
  if (!existsSync(indexFile) || readFileSync(indexFile, 'utf8') !== index) stale.push(rel(indexFile));
  if (!existsSync(distFile) || readFileSync(distFile, 'utf8') !== json) stale.push(rel(distFile));
  const types = generateTypes(json);
  if (!existsSync(typesFile) || readFileSync(typesFile, 'utf8') !== types) stale.push(rel(typesFile));
  if (stale.length) {
    console.error(
      `openapi-bundle: stale ${stale.join(' and ')}; run \`node scripts/openapi-bundle.mjs && npx -y pnpm@10.34.9 --filter @clinic/sdk generate\``,
    );
    process.exit(1);
  }
  console.log('openapi-bundle: dist and generated types are up to date');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
