/**
 * RFC 4180 CSV into rows of cells: quoted cells may hold the delimiter, quotes ("") and line breaks; CRLF or
 * LF. Fed text piece by piece (`write`, then `end`), it hands back the rows each piece completes, so a sheet is
 * read a chunk at a time and never held as a whole array of rows (exceljs's CSV reader builds a worksheet of
 * typed cells first, and took seconds).
 */
export class CsvParser {
  private row: string[] = [];
  private cell = '';
  private quoted = false;
  /** A '"' inside quotes ended the last piece: a quote ("") or the closing one, as the next char tells. */
  private quoteAtEnd = false;
  /** A '\r' ended the last piece: a '\n' right after it belongs to the same line break. */
  private crAtEnd = false;

  /** `maxCells`: cells kept per row, the rest of the row is dropped (a header wider than that names no column). */
  constructor(
    private readonly delimiter: string,
    private readonly maxCells = Number.POSITIVE_INFINITY,
  ) {}

  private endCell() {
    if (this.row.length < this.maxCells) this.row.push(this.cell);
    this.cell = '';
  }

  write(text: string): string[][] {
    const rows: string[][] = [];
    let i = 0;
    if (this.crAtEnd && text[0] === '\n') i = 1;
    this.crAtEnd = false;
    if (this.quoteAtEnd && text.length) {
      this.quoteAtEnd = false;
      if (text[i] === '"') {
        this.cell += '"';
        i++;
      } else this.quoted = false;
    }
    for (; i < text.length; i++) {
      const char = text[i];
      if (this.quoted) {
        if (char !== '"') this.cell += char;
        else if (i + 1 === text.length) this.quoteAtEnd = true;
        else if (text[i + 1] === '"') {
          this.cell += '"';
          i++;
        } else this.quoted = false;
      } else if (char === '"' && this.cell === '') this.quoted = true;
      else if (char === this.delimiter) this.endCell();
      else if (char === '\n' || char === '\r') {
        if (char === '\r') {
          if (i + 1 === text.length) this.crAtEnd = true;
          else if (text[i + 1] === '\n') i++;
        }
        this.endCell();
        rows.push(this.row);
        this.row = [];
      } else this.cell += char;
    }
    return rows;
  }

  /** The last row, when the text does not end with a line break. */
  end(): string[][] {
    if (this.cell === '' && !this.row.length) return [];
    this.endCell();
    const rows = [this.row];
    this.row = [];
    return rows;
  }
}

/** ';' (Excel in Ecuador) or ',': whichever the header line holds more of, outside quotes. */
export function detectDelimiter(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') >= count(',') && count(';') > 0 ? ';' : ',';
}
