/**
 * Small PNGs made in the tests, each replaying an image upload that once hurt the build or a
 * visitor: a header declaring more pixels than any page needs, data the optimiser cannot decode.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit greyscale PNG whose header declares `width` × `height` and whose image data is `pixels`, deflated. */
export function pngOf(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of one white picture: rows of a filter byte and `width` bytes. */
export const whitePng = (width: number, height: number): Buffer =>
  pngOf(
    width,
    height,
    Buffer.concat(
      Array.from({ length: height }, () =>
        Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 255)]),
      ),
    ),
  );

/** A PNG whose header declares `width` × `height` (20,000 × 20,000: 400 megapixels) over one row of data: a few hundred bytes. */
export const declaredPng = (width: number, height: number): Buffer =>
  pngOf(width, height, Buffer.alloc(width + 1));

/** A PNG with a sound header and no image data: its size can be read, its picture cannot be decoded. */
export function undecodablePng(): Buffer {
  const png = whitePng(64, 64);
  const idat = png.indexOf('IDAT') - 4;
  return Buffer.concat([png.subarray(0, idat), png.subarray(png.indexOf('IEND') - 4)]);
}

/** An `.ico` holding one PNG, its directory saying 256 × 256 (0, 0) whatever the PNG declares. */
export function icoOf(png: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}
