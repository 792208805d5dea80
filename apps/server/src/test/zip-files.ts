import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Zips made by hand, for the upload tests: a part is its content (deflated here), or a raw deflate stream with the
 * size and checksum it declares, which may lie as a hostile file's do.
 */
export type ZipPart = { name: string; content: string | Buffer } | { name: string; deflated: Buffer; declaredSize: number; declaredCrc: number };

/** A zip of these parts, laid out the plain way spreadsheet programs write one (no data descriptors, no ZIP64). */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const raw = 'content' in part ? Buffer.from(part.content) : null;
    const data = raw ? deflateRawSync(raw) : (part as { deflated: Buffer }).deflated;
    const size = raw ? raw.length : (part as { declaredSize: number }).declaredSize;
    const crc = raw ? crc32(raw) : (part as { declaredCrc: number }).declaredCrc;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
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

/**
 * `head`, then `unit` `times` over, then `tail`, as one raw deflate stream built without ever holding the text: each
 * piece is compressed on its own and ends on a full flush, so the pieces join, and the repeated one is made once.
 */
export function repeatedDeflate(head: string, unit: string, times: number, tail: string): { deflated: Buffer; size: number } {
  const piece = (text: string) => deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_FULL_FLUSH });
  const repeated = piece(unit);
  return {
    deflated: Buffer.concat([piece(head), ...Array.from({ length: times }, () => repeated), deflateRawSync(Buffer.from(tail))]),
    size: Buffer.byteLength(head) + Buffer.byteLength(unit) * times + Buffer.byteLength(tail),
  };
}

const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SPREADSHEET = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** The parts of a one-sheet workbook around its sheet data and (optional) table of texts, as Excel names them. */
export function workbookParts(sheetData: string, texts?: ZipPart): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      content: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: '_rels/.rels',
      content:
        `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIP}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<workbook xmlns="${SPREADSHEET}" xmlns:r="${RELATIONSHIP}"><sheets><sheet name="People" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIP}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `${texts ? `<Relationship Id="rId2" Type="${RELATIONSHIP}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: `<worksheet xmlns="${SPREADSHEET}"><sheetData>${sheetData}</sheetData></worksheet>`,
    },
    ...(texts ? [texts] : []),
  ];
}

/** A sheet row of inline texts, from column A (up to Z). */
export const inlineRow = (line: number, cells: string[]) => {
  const escaped = (cell: string) => cell.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const cell = (text: string, i: number) => `<c r="${String.fromCharCode(65 + i)}${line}" t="inlineStr"><is><t>${escaped(text)}</t></is></c>`;
  return `<row r="${line}">${cells.map(cell).join('')}</row>`;
};
