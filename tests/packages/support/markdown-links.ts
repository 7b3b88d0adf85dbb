// The link targets of a markdown text: inline links `[text](target)` and autolinks `<https://...>`.

/** Every target in the order the text shows them, anchors (`#...`) kept. */
export function markdownLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)|<(https?:\/\/[^>]+)>/g)].map((m) => (m[1] ?? m[2])!);
}
