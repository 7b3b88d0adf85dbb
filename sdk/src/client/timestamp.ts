// The `_t` cache buster: epoch seconds on GETs, except dictionary-item lookups marked x-no-timestamp.

/** The spec's dictionary-item lookups (with or without a trailing variable); the contract marks them `x-no-timestamp`. */
export const NO_TIMESTAMP_PATHS: readonly string[] = [
  '/sys/dict/getDictItems',
  '/sys/dict/loadDictItem',
  '/sys/category/loadDictItem',
];

/** Static part of a templated path (`/a/{x}` → `/a/`), or the whole path when it has no variable. */
function rule(template: string): { prefix: string; exact: boolean } {
  const i = template.indexOf('{');
  return i === -1 ? { prefix: template, exact: true } : { prefix: template.slice(0, i), exact: false };
}

/** Tells, for a concrete path, whether it is one of the lookups that must not carry `_t`. */
export function createNoTimestampMatcher(templates: Iterable<string>): (path: string) => boolean {
  const rules = [
    ...NO_TIMESTAMP_PATHS.map((p) => [rule(p), rule(`${p}/{rest}`)]).flat(),
    ...[...templates].map(rule),
  ];
  return (path) => {
    const clean = path.split('?')[0] ?? path;
    return rules.some((r) => (r.exact ? clean === r.prefix : clean.startsWith(r.prefix)));
  };
}

/** JeecgBoot sends `_t` in whole seconds. */
export const timestampParam = (nowMs: number): number => Math.floor(nowMs / 1000);
