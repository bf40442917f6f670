import { describe, expect, it } from 'vitest';
import { fillBytesJpeg } from '../../../../../tests/support/hostile-files';
import { imageSize } from './image-size';

const SOI = Buffer.from([0xff, 0xd8]);
const APP0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
/** A baseline frame header (SOF0) of three components. */
const frame = (width: number, height: number) =>
  Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);

describe('imageSize of a JPEG', () => {
  it('reads the frame behind fill bytes, as a decoder does', () => {
    expect(imageSize(Buffer.concat([SOI, APP0, frame(2550, 3300)]))).toEqual({ width: 2550, height: 3300 });
    expect(imageSize(fillBytesJpeg())).toEqual({ width: 30_000, height: 30_000 });
  });

  it('refuses a stuffed 0xFF 0x00 before the frame, which a decoder skips while a length walk would jump to a small frame', () => {
    // libjpeg skips FF 00 and the bytes up to the next 0xFF, so it reads the 30,000 × 30,000 frame; a walk that took
    // 00 for a marker would read 00 15 as a length and land on the 16 × 16 frame behind it.
    const big = frame(30_000, 30_000);
    const hidden = Buffer.concat([SOI, APP0, Buffer.from([0xff, 0x00, 0x00, 2 + big.length]), big, frame(16, 16)]);
    expect(imageSize(hidden)).toBeNull();
  });

  it('refuses a reserved marker before the frame', () => {
    expect(imageSize(Buffer.concat([SOI, Buffer.from([0xff, 0x30, 0x00, 0x04, 0x00, 0x00]), frame(16, 16)]))).toBeNull();
  });
});
