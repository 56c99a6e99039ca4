/** WCAG 2.2 contrast of two opaque sRGB colours, as the theme writes them (`#abc`, `#aabbcc`, `rgb(…)`). */

export type Rgb = readonly [number, number, number];

/** The colour a value names, or null when it is not an opaque colour this reader knows. */
export function parseColor(value: string): Rgb | null {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[/,]\s*([\d.]+%?)\s*)?\)$/.exec(v);
  if (rgb) {
    const alpha = rgb[4];
    if (alpha !== undefined && parseFloat(alpha) !== (alpha.endsWith('%') ? 100 : 1)) return null;
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  if (v === 'white') return [255, 255, 255];
  if (v === 'black') return [0, 0, 0];
  return null;
}

/** Relative luminance (WCAG definition). */
export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio, 1 to 21, rounded to two decimals. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

/** What a ratio allows: body text needs AA (4.5), large text and UI parts 3. */
export type ContrastRating = 'AAA' | 'AA' | 'AA large' | 'fail';

export function rate(ratio: number): ContrastRating {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'fail';
}
