import { expect, it } from 'vitest';
import { imageSize } from './image-size.js';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const be32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [n >> 8, n & 255];
const le16 = (n: number) => [n & 255, n >> 8];
const svg = (root: string) =>
  new TextEncoder().encode(`<?xml version="1.0"?>\n<svg ${root}></svg>`);

it('reads PNG and GIF headers', () => {
  expect(imageSize(bytes([0x89], 'PNG\r\n\x1a\n', be32(13), 'IHDR', be32(640), be32(360)))).toEqual(
    {
      width: 640,
      height: 360,
    },
  );
  expect(imageSize(bytes('GIF89a', le16(300), le16(200), [0, 0, 0]))).toEqual({
    width: 300,
    height: 200,
  });
});

it('finds the JPEG frame after other segments', () => {
  const app0 = [0xff, 0xe0, ...be16(6), 1, 2, 3, 4];
  const sof2 = [0xff, 0xc2, ...be16(11), 8, ...be16(480), ...be16(800), 3, 0, 0];
  expect(imageSize(bytes([0xff, 0xd8], app0, sof2))).toEqual({ width: 800, height: 480 });
});

it('reads the three WebP headers', () => {
  const riff = (chunk: string, payload: number[]) =>
    bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], payload);
  // Lossy: frame tag, start code, 14-bit sizes.
  expect(
    imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(1024), ...le16(768), 0, 0])),
  ).toEqual({ width: 1024, height: 768 });
  // Lossless: signature, then width - 1 and height - 1 in 14 bits each.
  const bits = 99 | (49 << 14);
  expect(
    imageSize(
      riff('VP8L', [
        0x2f,
        bits & 255,
        (bits >> 8) & 255,
        (bits >> 16) & 255,
        bits >>> 24,
        0,
        0,
        0,
        0,
        0,
      ]),
    ),
  ).toEqual({
    width: 100,
    height: 50,
  });
  // Extended: flags, then 24-bit width - 1 and height - 1.
  expect(imageSize(riff('VP8X', [0, 0, 0, 0, 199, 0, 0, 99, 0, 0, 0, 0]))).toEqual({
    width: 200,
    height: 100,
  });
});

it('reads SVG sizes from width and height, or the viewBox', () => {
  expect(imageSize(svg('width="120" height="40px"'))).toEqual({ width: 120, height: 40 });
  expect(imageSize(svg('viewBox="0 0 48 24"'))).toEqual({ width: 48, height: 24 });
  expect(imageSize(svg('width="96" viewBox="0 0 48 24"'))).toEqual({ width: 96, height: 48 });
  expect(imageSize(svg("width='1in' height='0.5in'"))).toEqual({ width: 96, height: 48 });
  expect(imageSize(svg('width="100%" height="100%"'))).toBeUndefined();
});

it('knows no size for other files', () => {
  expect(imageSize(bytes('not an image'))).toBeUndefined();
  expect(imageSize(bytes([0xff, 0xd8, 0xff]))).toBeUndefined();
});
