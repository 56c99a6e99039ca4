/**
 * The design tokens of the theme, read from its stylesheets (never copied by hand): custom
 * properties per colour mode, the contrast of every text colour on every surface, the
 * variants' colours (admonitions), and the type scale, spacing, radii, shadows and
 * breakpoints the rules use. The Storybook's Vite plugin runs this at build time.
 */
import { contrastRatio, parseColor, rate, type ContrastRating } from './contrast.js';
import { parseCss, valueParts, type CssRule } from './parse-css.js';

export type Mode = 'light' | 'dark';

/** A custom property of the whole page (`:root`), with its value in each mode. */
export interface Token {
  name: string;
  light: string;
  dark: string;
  /** The value with `var()` references replaced, per mode. */
  resolved: Record<Mode, string>;
}

/** A foreground colour token on a background colour token, in one mode. */
export interface ContrastPair {
  foreground: string;
  background: string;
  mode: Mode;
  ratio: number;
  rating: ContrastRating;
  /** Found in one rule together (`color` and `background` of the same selector). */
  declaredTogether: boolean;
}

/** One variant of a component that sets its own custom properties (an admonition kind). */
export interface VariantTokens {
  component: string;
  variant: string;
  values: Record<Mode, Record<string, string>>;
  contrast: ContrastPair[];
}

/** A value used by some rules, with where. */
export interface UsedValue {
  value: string;
  /** Pixels at a 16 px root size; null for relative values (`em`, `%`). */
  px: number | null;
  selectors: string[];
}

export interface Breakpoint {
  query: string;
  rules: number;
}

export interface DesignTokens {
  files: string[];
  colors: Token[];
  fonts: Token[];
  sizes: Token[];
  other: Token[];
  contrast: ContrastPair[];
  variants: VariantTokens[];
  typeScale: UsedValue[];
  spacing: UsedValue[];
  radii: UsedValue[];
  shadows: UsedValue[];
  breakpoints: Breakpoint[];
}

const DARK = /^(?::root)?\[data-theme=['"]?dark['"]?\]\s*/;
const isDark = (selector: string) => DARK.test(selector);
const scopeOf = (selector: string) => selector.replace(DARK, '').trim() || ':root';

/** Custom properties by scope (`:root`, `.sk-admonition--tip`) and mode, last declaration wins. */
function customProperties(rules: CssRule[]) {
  const scopes = new Map<string, Record<Mode, Map<string, string>>>();
  for (const rule of rules) {
    if (rule.atRules.some((a) => a.startsWith('@media'))) continue;
    for (const selector of rule.selectors) {
      const scope = scopeOf(selector);
      const mode: Mode = isDark(selector) ? 'dark' : 'light';
      const entry = scopes.get(scope) ?? { light: new Map(), dark: new Map() };
      for (const { property, value } of rule.declarations) {
        if (property.startsWith('--')) entry[mode].set(property, value);
      }
      if (entry.light.size || entry.dark.size) scopes.set(scope, entry);
    }
  }
  return scopes;
}

/** Replaces `var(--x)` and `var(--x, fallback)` from `values`, repeatedly. */
function resolveVars(value: string, values: ReadonlyMap<string, string>, depth = 0): string {
  if (depth > 10) return value;
  const next = value.replace(
    /var\((--[\w-]+)\s*(?:,\s*([^()]*))?\)/g,
    (all, name: string, fallback?: string) => values.get(name) ?? fallback ?? all,
  );
  return next === value ? value : resolveVars(next, values, depth + 1);
}

const toPx = (value: string): number | null => {
  const m = /^(-?[\d.]+)(px|rem)$/.exec(value);
  if (!m) return value === '0' ? 0 : null;
  return Math.round(parseFloat(m[1]!) * (m[2] === 'rem' ? 16 : 1) * 100) / 100;
};

/** Collects the values of some properties across rules, with the selectors using each. */
function usedValues(
  rules: CssRule[],
  properties: RegExp,
  split: (value: string) => string[],
  resolve: (value: string) => string = (v) => v,
): UsedValue[] {
  const found = new Map<string, Set<string>>();
  for (const rule of rules) {
    for (const { property, value } of rule.declarations) {
      if (!properties.test(property)) continue;
      for (const part of split(value)) {
        const selectors = found.get(part) ?? new Set();
        rule.selectors.forEach((s) => selectors.add(s));
        found.set(part, selectors);
      }
    }
  }
  return [...found]
    .map(([value, selectors]) => ({
      value,
      px: toPx(resolve(value)),
      selectors: [...selectors].sort(),
    }))
    .sort((a, b) => (a.px ?? Infinity) - (b.px ?? Infinity) || a.value.localeCompare(b.value));
}

const isLength = (part: string) => /^[\d.]+(px|rem)$/.test(part);

function pair(
  foreground: string,
  background: string,
  mode: Mode,
  fg: string,
  bg: string,
  declaredTogether: boolean,
): ContrastPair[] {
  const a = parseColor(fg);
  const b = parseColor(bg);
  if (!a || !b) return [];
  const ratio = contrastRatio(a, b);
  return [{ foreground, background, mode, ratio, rating: rate(ratio), declaredTogether }];
}

/**
 * Which colour pairs the rules make: every pair declared in one rule (`color` and `background`
 * of a selector), and every free text colour on every surface. A surface is a background token
 * never used as a text colour; a text colour is free unless every rule using it also sets the
 * background (`--sk-color-primary-contrast` only ever sits on the primary colour).
 */
function colourUsage(rules: CssRule[]) {
  const tokenOf = (value: string) => /^var\((--sk-color-[\w-]+)\)$/.exec(value)?.[1];
  const foregrounds = new Map<string, { rules: number; withBackground: number }>();
  const backgrounds = new Set<string>();
  const together = new Set<string>();
  for (const rule of rules) {
    let fg: string | undefined;
    let bg: string | undefined;
    for (const { property, value } of rule.declarations) {
      const token = tokenOf(value);
      if (property === 'color' && token) fg = token;
      if ((property === 'background' || property === 'background-color') && token) bg = token;
    }
    if (fg) {
      const seen = foregrounds.get(fg) ?? { rules: 0, withBackground: 0 };
      foregrounds.set(fg, {
        rules: seen.rules + 1,
        withBackground: seen.withBackground + (bg ? 1 : 0),
      });
    }
    if (bg) backgrounds.add(bg);
    if (fg && bg) together.add(`${fg} on ${bg}`);
  }
  const surfaces = [...backgrounds].filter((bg) => !foregrounds.has(bg));
  const pairs = new Set(together);
  for (const [fg, use] of foregrounds) {
    if (use.withBackground < use.rules) surfaces.forEach((bg) => pairs.add(`${fg} on ${bg}`));
  }
  return { pairs: [...pairs].map((p) => p.split(' on ') as [string, string]), together };
}

/** The design tokens of the given stylesheets (`files` names them, in the same order). */
export function designTokens(sources: { file: string; css: string }[]): DesignTokens {
  const rules = sources.flatMap(({ css }) => parseCss(css));
  const scopes = customProperties(rules);
  const root = scopes.get(':root') ?? { light: new Map(), dark: new Map() };
  const modeValues: Record<Mode, Map<string, string>> = {
    light: new Map(root.light),
    dark: new Map([...root.light, ...root.dark]),
  };

  const tokens: Token[] = [...root.light.keys()].map((name) => {
    const light = root.light.get(name)!;
    const dark = root.dark.get(name) ?? light;
    return {
      name,
      light,
      dark,
      resolved: {
        light: resolveVars(light, modeValues.light),
        dark: resolveVars(dark, modeValues.dark),
      },
    };
  });
  const colors = tokens.filter((t) => t.name.startsWith('--sk-color-'));
  const fonts = tokens.filter((t) => t.name.startsWith('--sk-font-'));
  const sizes = tokens.filter((t) => !colors.includes(t) && !fonts.includes(t) && isSize(t));
  const other = tokens.filter((t) => ![...colors, ...fonts, ...sizes].includes(t));

  const usage = colourUsage(rules);
  const contrast = (['light', 'dark'] as const).flatMap((mode) =>
    usage.pairs.flatMap(([fg, bg]) =>
      pair(
        fg,
        bg,
        mode,
        resolveVars(`var(${fg})`, modeValues[mode]),
        resolveVars(`var(${bg})`, modeValues[mode]),
        usage.together.has(`${fg} on ${bg}`),
      ),
    ),
  );

  const resolveLight = (v: string) => resolveVars(v, modeValues.light);
  return {
    files: sources.map((s) => s.file),
    colors,
    fonts,
    sizes,
    other,
    contrast,
    variants: variantTokens(scopes, modeValues),
    typeScale: usedValues(rules, /^font-size$/, (v) => [v], resolveLight),
    spacing: usedValues(
      rules,
      /^(padding|margin|gap|row-gap|column-gap)(-(top|right|bottom|left|inline|block)(-(start|end))?)?$/,
      (v) => valueParts(v).filter(isLength),
    ),
    radii: usedValues(rules, /^border(-[a-z]+)*-radius$/, (v) => [v], resolveLight),
    shadows: usedValues(rules, /^box-shadow$/, (v) => (v === 'none' ? [] : [v])),
    breakpoints: breakpoints(rules),
  };
}

const isSize = (t: Token) => /^-?[\d.]+(px|rem|em|%|vh|vw)$/.test(t.light);

/** Components that set custom properties per variant (`.sk-admonition--tip`), per mode. */
function variantTokens(
  scopes: ReturnType<typeof customProperties>,
  modeValues: Record<Mode, Map<string, string>>,
): VariantTokens[] {
  const out: VariantTokens[] = [];
  for (const [scope, own] of scopes) {
    const m = /^\.([\w-]+?)--([\w-]+)$/.exec(scope);
    if (!m) continue;
    const [, component, variant] = m as unknown as [string, string, string];
    const base = scopes.get(`.${component}`);
    // The cascade of these selectors: dark ones are more specific, variants come after the base.
    const light = new Map([...(base?.light ?? []), ...own.light]);
    const dark = new Map([...light, ...(base?.dark ?? []), ...own.dark]);
    const values = {
      light: Object.fromEntries([...light].map(([k, v]) => [k, resolveVars(v, modeValues.light)])),
      dark: Object.fromEntries([...dark].map(([k, v]) => [k, resolveVars(v, modeValues.dark)])),
    };
    const contrast = (['light', 'dark'] as const).flatMap((mode) => {
      const names = Object.keys(values[mode]);
      const bg = names.find((n) => /-bg$/.test(n));
      if (!bg) return [];
      const text = resolveVars('var(--sk-color-text)', modeValues[mode]);
      return [
        ...names
          .filter((n) => n !== bg)
          .flatMap((n) => pair(n, bg, mode, values[mode][n]!, values[mode][bg]!, true)),
        ...pair('--sk-color-text', bg, mode, text, values[mode][bg]!, true),
      ];
    });
    out.push({ component, variant, values, contrast });
  }
  return out;
}

function breakpoints(rules: CssRule[]): Breakpoint[] {
  const counts = new Map<string, number>();
  for (const rule of rules) {
    const media = rule.atRules.filter((a) => a.startsWith('@media'));
    for (const query of media) {
      const q = query.replace(/^@media\s*/, '');
      counts.set(q, (counts.get(q) ?? 0) + 1);
    }
  }
  const firstWidth = (q: string) => Number(/(\d+)px/.exec(q)?.[1] ?? Infinity);
  return [...counts]
    .map(([query, count]) => ({ query, rules: count }))
    .sort((a, b) => firstWidth(a.query) - firstWidth(b.query) || a.query.localeCompare(b.query));
}
