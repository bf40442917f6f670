/** Width and height of a scan as its decoder will see them; null when the file is not a readable PNG or JPEG. */
export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk, which must come first (PNG spec §5.6). */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Markers without a length field (ITU T.81 B.1.1.3): TEM, RST0–7, SOI. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
/** SOF0–SOF15 carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/**
 * Not a marker before the scan: 0x00 follows 0xFF only inside entropy-coded data (a stuffed byte, which a decoder
 * skips over while this walk would read a length after it), and 0x02–0xBF are reserved (T.81 Table B.1). A walk that
 * went on past them could take a different segment for the frame than the decoder does.
 */
const unreadable = (marker: number) => marker === 0x00 || (marker >= 0x02 && marker <= 0xbf);
const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

/**
 * A JPEG's size from its frame header, walking the markers as a decoder does: any number of 0xFF fill bytes may
 * precede a marker (T.81 B.1.1.2), so a walk that expects exactly one reads the wrong segment as the frame.
 */
function jpegSize(bytes: Buffer): ImageSize | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    at += 1;
    if (marker === undefined || marker === START_OF_SCAN || marker === END_OF_IMAGE || unreadable(marker)) return null;
    if (standalone(marker)) continue;
    if (at + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(at);
    if (length < 2) return null;
    if (isFrame(marker)) return at + 7 <= bytes.length ? { height: bytes.readUInt16BE(at + 3), width: bytes.readUInt16BE(at + 5) } : null;
    at += length;
  }
  return null;
}

/** The size a PNG or JPEG declares, read the way its decoder reads it; null for a damaged header. */
export function imageSize(bytes: Buffer): ImageSize | null {
  const size = pngSize(bytes) ?? jpegSize(bytes);
  // A zero width or height (a JPEG whose height comes later, in a DNL segment) is nothing OCR can read.
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/**
 * A PNG decoded in full (pngjs checks every chunk's CRC and the compressed pixels): valid headers over random data
 * are refused here, before OCR. JPEG has no such check short of decoding it; OCR's own errors are reported instead.
 */
export async function checkDecodes(bytes: Buffer): Promise<boolean> {
  if (!pngSize(bytes)) return true;
  const { PNG } = await import('pngjs');
  try {
    const png = PNG.sync.read(bytes);
    return png.width > 0 && png.height > 0;
  } catch {
    return false;
  }
}
