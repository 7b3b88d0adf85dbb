// Coloured references (a patient's 标签): the referenced rows' names and colours, read once per resource and client
// (a list page shows many rows), and the tags of one stored value in the order stored.
import type { ClinicClient } from '@clinic/sdk';
import { resources, type RefTarget, type ResourceDef } from '@clinic/sdk/resources';
import type { FormFieldOption } from '../form/form-schema.js';
import { recordServiceOf } from './record-service.js';

export type RefTagClient = Pick<ClinicClient, 'resource' | 'download'>;

/** A label's options are read again after this long (a label edited in 标签管理 shows on the next page view). */
const FRESH_MS = 30_000;

const cache = new WeakMap<object, Map<string, { at: number; options: Promise<FormFieldOption[]> }>>();

/** The referenced rows as options (with their colour), shared by every cell of a page. */
export function refTagOptions(
  client: RefTagClient,
  target: RefTarget,
  now = Date.now(),
): Promise<FormFieldOption[]> {
  let byTarget = cache.get(client);
  if (!byTarget) {
    byTarget = new Map();
    cache.set(client, byTarget);
  }
  const key = `${target.resource}:${target.key}:${target.text}:${target.color ?? ''}`;
  const hit = byTarget.get(key);
  if (hit && now - hit.at < FRESH_MS) return hit.options;
  const def = (Object.values(resources) as ResourceDef[]).find((r) => r.name === target.resource);
  const service = recordServiceOf(client, { base: def?.base ?? '' });
  // Every row, disabled ones too: a stored label keeps its colour in the lists.
  const { offer: _offer, ...all } = target;
  const options = def && service.refOptions ? service.refOptions(all).catch(() => []) : Promise.resolve([]);
  byTarget.set(key, { at: now, options });
  return options;
}

export interface RefTag {
  value: string;
  label: string;
  color: string | null;
}

/**
 * The tags of a comma-joined stored value: a label not among the options keeps the server's name for it, uncoloured;
 * an id nobody can name (the server answered the id itself) is left out rather than shown raw.
 */
export function refTagsOf(value: unknown, labels: unknown, options: readonly FormFieldOption[]): RefTag[] {
  const ids = String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const names = String(labels ?? '').split(',');
  return ids.flatMap((id, i) => {
    const found = options.find((o) => o.value === id);
    if (found) return [{ value: id, label: found.label, color: found.color ?? null }];
    const name = names[i]?.trim();
    return name && name !== id ? [{ value: id, label: name, color: null }] : [];
  });
}
