import { deflateRawSync } from 'node:zlib';

/**
 * Import "bombs" (issue 37): small files that unfold into a huge sheet, generated on the spot (tests and
 * bench:imports) rather than kept as binaries. Each refusal is the import's row limit or its
 * uncompressed-size limit.
 */

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

function crc32(bytes: Buffer): number {
  let crc = -1;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

export interface ZipPart {
  name: string;
  data: Buffer;
  /** The uncompressed size the zip's headers declare (the real one unless a test lies). */
  declaredSize?: number;
  /** Bytes stored as the entry's deflated data as they are (not deflated from `data`). */
  rawDeflated?: Buffer;
}

/** A zip of deflated entries, with local headers and a central directory as spreadsheet programs write. */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const deflated = part.rawDeflated ?? deflateRawSync(part.data, { level: 1 });
    const size = part.declaredSize ?? part.data.length;
    const crc = crc32(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);

/** The parts of a one-sheet workbook around `sheet` (the worksheet's XML, which may be replaced). */
export function workbookParts(sheet: ZipPart): ZipPart[] {
  const contentTypes =
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ' +
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ' +
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
  return [
    { name: '[Content_Types].xml', data: xml(contentTypes) },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" ` +
          `Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
          '<sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" ` +
          `Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
  ];
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

/** A one-sheet XLSX of `rows`, every cell an inline string (a valid workbook, for the bench's legal sizes). */
export function xlsxOf(rows: string[][]): Buffer {
  const lines = [`<worksheet xmlns="${MAIN_NS}"><sheetData>`];
  rows.forEach((cells, index) => {
    const r = index + 1;
    const xmlCells = cells.map(
      (cell, column) => `<c r="${columnName(column)}${r}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`,
    );
    lines.push(`<row r="${r}">${xmlCells.join('')}</row>`);
  });
  lines.push('</sheetData></worksheet>');
  return zip(workbookParts({ name: 'sheet', data: Buffer.from(lines.join('')) }));
}

/** The worksheet XML of a "Código" column over `rows` data rows (a number each, as Excel keeps them). */
function codeSheet(rows: number): Buffer {
  const pieces = [Buffer.from(`<worksheet xmlns="${MAIN_NS}"><sheetData>`)];
  pieces.push(Buffer.from('<row r="1"><c r="A1" t="inlineStr"><is><t>Código</t></is></c></row>'));
  // 10,000 rows a piece: a million live strings would keep the collector busy for seconds.
  for (let first = 2; first <= rows + 1; first += 10_000) {
    let text = '';
    for (let r = first; r < first + 10_000 && r <= rows + 1; r++)
      text += `<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`;
    pieces.push(Buffer.from(text));
  }
  pieces.push(Buffer.from('</sheetData></worksheet>'));
  return Buffer.concat(pieces);
}

/**
 * An XLSX of `rows` one-cell rows: 280,000 take 2 MB (15 MB inflated, within the uncompressed limit, so the
 * row limit refuses it); 1,000,000 take 7.5 MB and declare 54 MB.
 */
export function xlsxRowsBomb(rows: number): Buffer {
  return zip(workbookParts({ name: 'sheet', data: codeSheet(rows) }));
}

/** An XLSX whose sheet declares 4 GB inflated over 1 KB of bytes that are not even deflate data. */
export function xlsxDeclaredBomb(): Buffer {
  const garbage = Buffer.alloc(1024, 0xff);
  return zip(workbookParts({ name: 'sheet', data: garbage, rawDeflated: garbage, declaredSize: 0xfffffffe }));
}

/** A ';' CSV of a "Código;Nombre" header and `rows` 10-byte rows (1,000,000 take 10 MB, within the 10 MiB cap). */
export function csvRowsBomb(rows: number): Buffer {
  const pieces = [Buffer.from('Código;Nombre\r\n')];
  for (let first = 1; first <= rows; first += 10_000) {
    let text = '';
    for (let n = first; n < first + 10_000 && n <= rows; n++) text += `${(36 ** 4 + n).toString(36)};xx\r\n`;
    pieces.push(Buffer.from(text));
  }
  return Buffer.concat(pieces);
}
