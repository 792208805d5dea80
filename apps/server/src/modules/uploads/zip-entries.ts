import { createInflateRaw } from 'node:zlib';
import { uploadTexts } from '@portal/contracts';
import { FileProblem } from './file-problem.ts';

/** A file inside a zip, as its central directory (the list at the end, which spreadsheet programs read) names it. */
export interface ZipEntry {
  method: number;
  encrypted: boolean;
  compressedSize: number;
  localOffset: number;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const END64 = 0x06064b50;
const END64_LOCATOR = 0x07064b50;
const MAX32 = 0xffffffff;
const CHUNK = 64 * 1024;

const unreadable = () => new FileProblem(uploadTexts.row.unreadable);

/** Where the central directory starts and how many entries it lists (ZIP64 when the plain record cannot say). */
function directoryOf(zip: Buffer): { offset: number; count: number } {
  // The end record is the last 22 bytes, unless a comment of up to 64 KB follows it.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) !== END) continue;
    const count = zip.readUInt16LE(at + 10);
    const offset = zip.readUInt32LE(at + 16);
    if (offset !== MAX32 && count !== 0xffff) return { offset, count };
    if (at < 20 || zip.readUInt32LE(at - 20) !== END64_LOCATOR) throw unreadable();
    const end64 = Number(zip.readBigUInt64LE(at - 12));
    if (zip.readUInt32LE(end64) !== END64) throw unreadable();
    return { offset: Number(zip.readBigUInt64LE(end64 + 48)), count: Number(zip.readBigUInt64LE(end64 + 32)) };
  }
  throw unreadable();
}

/** The ZIP64 extra field's values, in its order, for the header fields that say 0xffffffff. */
function zip64Values(extra: Buffer): bigint[] {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 1) continue;
    const values: bigint[] = [];
    for (let v = at + 4; v + 8 <= at + 4 + extra.readUInt16LE(at + 2); v += 8) values.push(extra.readBigUInt64LE(v));
    return values;
  }
  return [];
}

/**
 * The entries of a zip held in memory, by name (the first of a name wins). Sizes are taken for finding the bytes only:
 * what an entry unpacks to is counted as it is inflated, never believed.
 */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  const entries = new Map<string, ZipEntry>();
  try {
    const { offset, count } = directoryOf(zip);
    let at = offset;
    for (let i = 0; i < count; i++) {
      if (zip.readUInt32LE(at) !== CENTRAL) throw unreadable();
      const nameLength = zip.readUInt16LE(at + 28);
      const extraLength = zip.readUInt16LE(at + 30);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      const zip64 = zip64Values(zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
      // ZIP64 lists the uncompressed size first when it is there, then the compressed size, then the offset.
      if (zip.readUInt32LE(at + 24) === MAX32) zip64.shift();
      const compressedSize = zip.readUInt32LE(at + 20) === MAX32 ? Number(zip64.shift() ?? -1) : zip.readUInt32LE(at + 20);
      const localOffset = zip.readUInt32LE(at + 42) === MAX32 ? Number(zip64.shift() ?? -1) : zip.readUInt32LE(at + 42);
      if (!entries.has(name))
        entries.set(name, { method: zip.readUInt16LE(at + 10), encrypted: (zip.readUInt16LE(at + 8) & 1) === 1, compressedSize, localOffset });
      at += 46 + nameLength + extraLength + zip.readUInt16LE(at + 32);
    }
  } catch (error) {
    // A record that runs past the end of the buffer (RangeError) is a broken file like any other.
    throw error instanceof FileProblem ? error : unreadable();
  }
  return entries;
}

/**
 * An entry's unpacked bytes, a chunk at a time as they are inflated. `count` sees each chunk first and throws to stop:
 * inflating only goes on as chunks are taken, so a zip bomb is stopped within a chunk of its limit.
 */
export async function* unpack(zip: Buffer, entry: ZipEntry, count: (bytes: number) => void): AsyncGenerator<Buffer> {
  if (
    entry.encrypted ||
    entry.localOffset < 0 ||
    entry.compressedSize < 0 ||
    entry.localOffset + 30 > zip.length ||
    zip.readUInt32LE(entry.localOffset) !== LOCAL
  )
    throw unreadable();
  const start = entry.localOffset + 30 + zip.readUInt16LE(entry.localOffset + 26) + zip.readUInt16LE(entry.localOffset + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw unreadable();
  if (entry.method === 0) {
    for (let at = 0; at < data.length; at += CHUNK) {
      const chunk = data.subarray(at, at + CHUNK);
      count(chunk.length);
      yield chunk;
    }
    return;
  }
  if (entry.method !== 8) throw unreadable();
  const inflater = createInflateRaw();
  inflater.end(data);
  // Leaving this loop (a limit reached, the reader done) destroys the inflater.
  for await (const chunk of inflater as AsyncIterable<Buffer>) {
    count(chunk.length);
    yield chunk;
  }
}
