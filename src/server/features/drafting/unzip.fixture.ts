import { inflateRawSync } from 'node:zlib';

/**
 * A minimal ZIP reader for tests: walks the central directory and inflates each entry, enough to read back the
 * parts of a DOCX that `docx` packed. No ZIP library is installed, and tests need nothing more.
 */
export function unzip(archive: Buffer): Map<string, string> {
  const endOfDirectory = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) throw new Error('not a ZIP archive');
  const entryCount = archive.readUInt16LE(endOfDirectory + 10);
  let entry = archive.readUInt32LE(endOfDirectory + 16);
  const files = new Map<string, string>();
  for (let index = 0; index < entryCount; index += 1) {
    const method = archive.readUInt16LE(entry + 10);
    const compressedSize = archive.readUInt32LE(entry + 20);
    const nameLength = archive.readUInt16LE(entry + 28);
    const extraLength = archive.readUInt16LE(entry + 30);
    const commentLength = archive.readUInt16LE(entry + 32);
    const localHeader = archive.readUInt32LE(entry + 42);
    const name = archive.toString('utf8', entry + 46, entry + 46 + nameLength);
    const dataStart = localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
