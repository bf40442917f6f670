import { inflateRawSync } from 'node:zlib';
import { ReadingLimitError, megabytes } from './limits';

/** One part of a ZIP archive as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** ZIP64 marks a count or size too large for its field with all ones; a document never needs it. */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

/** The end-of-directory record sits in the last 22 bytes, or before a comment of at most 65,535 bytes. */
function endOfDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/**
 * The parts of a ZIP archive, read from its central directory without inflating anything; null when the bytes are
 * not a readable archive. An archive of more than `maxEntries` parts is refused before they are listed.
 */
export function readZipDirectory(bytes: Buffer, maxEntries: number): ZipEntry[] | null {
  const end = bytes.length >= 22 ? endOfDirectory(bytes) : -1;
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  if (count > maxEntries || count === ZIP64_COUNT) throw new ReadingLimitError(`it is an archive of more than ${maxEntries} parts.`);
  const entries: ZipEntry[] = [];
  let at = bytes.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Refuses an archive whose parts expand past `maxBytes` together: first by the sizes its directory declares, then by
 * inflating each part with a cap on the output, since a directory can understate them. Nothing past the cap is
 * ever held in memory.
 */
export function checkExpandedSize(bytes: Buffer, entries: ZipEntry[], maxBytes: number): void {
  const tooLarge = () => new ReadingLimitError(`it expands past ${megabytes(maxBytes)} MB.`);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > maxBytes || entries.some((entry) => entry.uncompressedSize === ZIP64_SIZE)) throw tooLarge();
  let left = maxBytes;
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw new Error('the archive is damaged.');
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    let size: number;
    if (entry.method === STORED) size = data.length;
    else if (entry.method === DEFLATED) {
      try {
        size = inflateRawSync(data, { maxOutputLength: left + 1 }).length;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        throw new Error('the archive is damaged.', { cause: error });
      }
    } else throw new Error('the archive uses a compression method Word does not write.');
    left -= size;
    if (left < 0) throw tooLarge();
  }
}
