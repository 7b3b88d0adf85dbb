// Template textarea: Tab walks the {placeholder} segments, selecting each in turn (Shift+Tab walks back).

export interface Segment {
  start: number;
  end: number;
}

export function placeholderSegments(text: string): Segment[] {
  const out: Segment[] = [];
  const re = /\{[^{}\n]*\}/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

/**
 * The segment to select after Tab from the current selection: the first starting after it (wrapping round),
 * or null when the text has none, so Tab keeps its usual meaning.
 */
export function nextSegment(
  text: string,
  selectionEnd: number,
  backwards = false,
  selectionStart = selectionEnd,
): Segment | null {
  const segments = placeholderSegments(text);
  if (segments.length === 0) return null;
  if (backwards) {
    const before = segments.filter((s) => s.end <= selectionStart);
    return before.at(-1) ?? segments.at(-1)!;
  }
  return segments.find((s) => s.start >= selectionEnd) ?? segments[0]!;
}

/**
 * A template put into a textarea's text: the whole text when it is blank, else after it on a line of its own; the
 * first `{placeholder}` of the inserted part is selected to be typed over (none: the caret at its end).
 */
export function insertTemplate(current: string, template: string): { text: string; selection: Segment } {
  const kept = current.replace(/\s+$/, '');
  const at = kept === '' ? 0 : kept.length + 1;
  const text = at === 0 ? template : `${kept}\n${template}`;
  const first = placeholderSegments(text).find((s) => s.start >= at);
  return { text, selection: first ?? { start: text.length, end: text.length } };
}
