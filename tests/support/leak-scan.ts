// Scans an answer for database and runtime internals: SQL text, PostgreSQL error words, stack frames, file paths.
const INTERNALS: Array<[string, RegExp]> = [
  ['SQL select', /\bselect\b[\s\S]{0,200}\bfrom\b/i],
  ['syntax error', /syntax error/i],
  ['relation', /\brelation\b/i],
  ['pg_ name', /\bpg_[a-z]/i],
  ['SQLSTATE', /sqlstate|\berror:\s+[a-z ]+at or near/i],
  ['stack frame', /\n\s+at\s|\bat\s+[\w.<>]+\s+\(.*:\d+:\d+\)/],
  ['source path', /node_modules|\/src\/[\w/-]+\.(ts|js)|\.ts:\d+/],
];

/** Names of the internals found in `text`, after removing what the client itself sent (echoed input is fine). */
export function internalsIn(text: string, sent: string[] = []): string[] {
  let scrubbed = text;
  for (const s of sent) {
    if (!s) continue;
    for (const form of [s, JSON.stringify(s).slice(1, -1), encodeURIComponent(s)])
      scrubbed = scrubbed.split(form).join('');
  }
  return INTERNALS.filter(([, re]) => re.test(scrubbed)).map(([name]) => name);
}
