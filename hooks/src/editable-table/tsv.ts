// Clipboard text from a spreadsheet (tab-separated lines, quoted cells may hold tabs, line breaks and "") as a grid.

/** Rows of cells; a trailing line break (spreadsheets add one) makes no empty last row. */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  const normalized = text.replace(/\r\n?/g, '\n');
  for (let i = 0; i < normalized.length; i++) {
    const c = normalized[i]!;
    if (quoted) {
      if (c === '"' && normalized[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
      continue;
    }
    if (c === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
      continue;
    }
    if (c === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else {
      cell += c;
      atCellStart = false;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** True when pasted text spans more than one cell (a tab or a line break outside a trailing one). */
export function isGridText(text: string): boolean {
  return /\t|\n./s.test(text.replace(/\r\n?/g, '\n').replace(/\n$/, ''));
}
