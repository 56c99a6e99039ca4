import { readFileSync } from 'node:fs';

/** An image's intrinsic size in CSS pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** PNG: the IHDR chunk right after the signature. */
function png(b: Uint8Array, view: DataView): ImageSize | undefined {
  if (b.length < 24 || ascii(b, 1, 4) !== 'PNG' || ascii(b, 12, 16) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** GIF: the logical screen size after the signature. */
function gif(b: Uint8Array, view: DataView): ImageSize | undefined {
  if (b.length < 10 || !/^GIF8[79]a$/.test(ascii(b, 0, 6))) return undefined;
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC). */
function jpeg(b: Uint8Array, view: DataView): ImageSize | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/** WebP: the lossy (VP8), lossless (VP8L) or extended (VP8X) header. */
function webp(b: Uint8Array, view: DataView): ImageSize | undefined {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return undefined;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ')
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const u24 = (at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return undefined;
}

/** A length in CSS pixels (`120`, `120px`, `1.5in`…); percentages and `em`s have none. */
function svgLength(value: string | undefined): number | undefined {
  const match = value && /^\s*([\d.]+)\s*(px|pt|pc|in|cm|mm)?\s*$/.exec(value);
  if (!match) return undefined;
  const perUnit = { px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4 };
  return Math.round(Number(match[1]) * perUnit[(match[2] ?? 'px') as keyof typeof perUnit]);
}

/** SVG: the root's width and height, else its viewBox (one length and the viewBox's ratio give the other). */
function svg(b: Uint8Array): ImageSize | undefined {
  const text = new TextDecoder().decode(b.subarray(0, 4096));
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (root === undefined) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
      .exec(root)
      ?.slice(1)
      .find((v) => v !== undefined);
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = box?.length === 4 && box.every(Number.isFinite) ? box.slice(2) : [];
  if (width && height) return { width, height };
  if (!boxWidth || !boxHeight) return undefined;
  if (width) return { width, height: Math.round((width * boxHeight) / boxWidth) };
  if (height) return { width: Math.round((height * boxWidth) / boxHeight), height };
  return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
}

/** The size of a PNG, JPEG, GIF, WebP or SVG image from its bytes; undefined for other formats. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const read of [png, gif, jpeg, webp]) {
    const size = read(bytes, view);
    if (size) return size;
  }
  return svg(bytes);
}

/** The size of the image file at `path` (see `imageSize`); undefined when unreadable or unknown. */
export function readImageSize(path: string): ImageSize | undefined {
  try {
    return imageSize(readFileSync(path));
  } catch {
    return undefined;
  }
}
