import type { CSSProperties, ReactNode } from 'react';
import tokens from 'virtual:sitekit/design-tokens';
import type { ContrastPair, Mode, Token, UsedValue } from '../tokens/tokens.js';

/**
 * The design tokens page's tables. Everything shown comes from `virtual:sitekit/design-tokens`,
 * which the build reads from the libraries' stylesheets: nothing here is a copied value.
 */

const table: CSSProperties = {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: 14,
  margin: '0.5rem 0 2rem',
};
const td: CSSProperties = {
  padding: '0.35rem 0.6rem',
  borderBottom: '1px solid #e3e5e8',
  verticalAlign: 'middle',
  textAlign: 'left',
};
const mono: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 13 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={table} className="sb-unstyled">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={{ ...td, borderBottomWidth: 2 }} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        aria-hidden="true"
        style={{
          width: 28,
          height: 28,
          borderRadius: 6,
          background: color,
          border: '1px solid rgb(0 0 0 / 0.15)',
        }}
      />
      <code style={mono}>{color}</code>
    </span>
  );
}

const Selectors = ({ of }: { of: UsedValue }) => (
  <details>
    <summary>
      {of.selectors.length} rule{of.selectors.length === 1 ? '' : 's'}
    </summary>
    <code style={{ ...mono, fontSize: 12, whiteSpace: 'pre-wrap' }}>{of.selectors.join('\n')}</code>
  </details>
);

/** Colour tokens, light and dark side by side. */
export function ColorTokens() {
  return (
    <Table head={['Token', 'Light', 'Dark']}>
      {tokens.colors.map((t: Token) => (
        <tr key={t.name}>
          <td style={td}>
            <code style={mono}>{t.name}</code>
          </td>
          <td style={td}>
            <Swatch color={t.resolved.light} />
          </td>
          <td style={td}>
            <Swatch color={t.resolved.dark} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

const ratingColor = {
  AAA: '#15803d',
  AA: '#15803d',
  'AA large': '#b45309',
  fail: '#b91c1c',
} as const;

function Sample({ pair, values }: { pair: ContrastPair; values: Record<string, string> }) {
  return (
    <span
      style={{
        padding: '0.2rem 0.6rem',
        borderRadius: 4,
        color: values[pair.foreground],
        background: values[pair.background],
        border: '1px solid rgb(0 0 0 / 0.1)',
      }}
    >
      Aa text
    </span>
  );
}

const valuesOf = (mode: Mode) =>
  Object.fromEntries(tokens.colors.map((t) => [t.name, t.resolved[mode]]));

/** Each text colour on each background it is used on, with its WCAG contrast ratio. */
export function ContrastTable({ mode }: { mode: Mode }) {
  const values = valuesOf(mode);
  return (
    <Table head={['Text', 'on background', 'Sample', 'Ratio', 'WCAG']}>
      {tokens.contrast
        .filter((c) => c.mode === mode)
        .map((c) => (
          <tr key={`${c.foreground} ${c.background}`}>
            <td style={td}>
              <code style={mono}>{c.foreground}</code>
            </td>
            <td style={td}>
              <code style={mono}>{c.background}</code>
              {c.declaredTogether && ' (set together in one rule)'}
            </td>
            <td style={td}>
              <Sample pair={c} values={values} />
            </td>
            <td style={td}>{c.ratio.toFixed(2)} : 1</td>
            <td style={{ ...td, color: ratingColor[c.rating], fontWeight: 600 }}>{c.rating}</td>
          </tr>
        ))}
    </Table>
  );
}

/** Components whose variants set their own colours (the admonition kinds), with their contrast. */
export function VariantTokens() {
  return (
    <Table head={['Variant', 'Mode', 'Colours', 'Contrast on its background']}>
      {tokens.variants.flatMap((v) =>
        (['light', 'dark'] as const).map((mode) => (
          <tr key={`${v.component}--${v.variant} ${mode}`}>
            <td style={td}>
              <code style={mono}>
                .{v.component}--{v.variant}
              </code>
            </td>
            <td style={td}>{mode}</td>
            <td style={td}>
              {Object.entries(v.values[mode]).map(([name, value]) => (
                <div key={name}>
                  <Swatch color={value} /> <code style={{ ...mono, fontSize: 12 }}>{name}</code>
                </div>
              ))}
            </td>
            <td style={td}>
              {v.contrast
                .filter((c) => c.mode === mode)
                .map((c) => (
                  <div key={c.foreground}>
                    <code style={{ ...mono, fontSize: 12 }}>{c.foreground}</code>:{' '}
                    {c.ratio.toFixed(2)} : 1{' '}
                    <strong style={{ color: ratingColor[c.rating] }}>{c.rating}</strong>
                  </div>
                ))}
            </td>
          </tr>
        )),
      )}
    </Table>
  );
}

/** Font families, sizes of the layout and any other custom property of `:root`. */
export function OtherTokens() {
  const rows = [...tokens.fonts, ...tokens.sizes, ...tokens.other];
  return (
    <Table head={['Token', 'Light', 'Dark']}>
      {rows.map((t) => (
        <tr key={t.name}>
          <td style={td}>
            <code style={mono}>{t.name}</code>
          </td>
          <td
            style={{
              ...td,
              ...(t.name.startsWith('--sk-font') ? { fontFamily: t.resolved.light } : mono),
            }}
          >
            {t.light}
          </td>
          <td style={{ ...td, ...mono }}>{t.dark === t.light ? 'same' : t.dark}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Every font size the rules use, rendered, smallest first. */
export function TypeScale() {
  return (
    <Table head={['Size', 'px (16 px root)', 'Sample', 'Used by']}>
      {tokens.typeScale.map((v) => (
        <tr key={v.value}>
          <td style={td}>
            <code style={mono}>{v.value}</code>
          </td>
          <td style={td}>{v.px ?? 'relative'}</td>
          <td
            style={{
              ...td,
              fontFamily: tokens.fonts[0]?.resolved.light,
              fontSize: v.value === 'inherit' ? undefined : v.value,
            }}
          >
            Render videos with code
          </td>
          <td style={td}>
            <Selectors of={v} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Scale({ values, render }: { values: UsedValue[]; render: (v: UsedValue) => ReactNode }) {
  return (
    <Table head={['Value', 'px', 'Preview', 'Used by']}>
      {values.map((v) => (
        <tr key={v.value}>
          <td style={td}>
            <code style={mono}>{v.value}</code>
          </td>
          <td style={td}>{v.px ?? '—'}</td>
          <td style={td}>{render(v)}</td>
          <td style={td}>
            <Selectors of={v} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Paddings, margins and gaps the rules use. */
export const Spacing = () => (
  <Scale
    values={tokens.spacing}
    render={(v) => (
      <span
        style={{ display: 'inline-block', height: 12, width: v.value, background: '#0b6bcb' }}
      />
    )}
  />
);

/** Corner radii the rules use. */
export const Radii = () => (
  <Scale
    values={tokens.radii}
    render={(v) => (
      <span
        style={{
          display: 'inline-block',
          width: 48,
          height: 32,
          border: '2px solid #0b6bcb',
          borderRadius: v.px === null ? v.value : `${Math.min(v.px, 999)}px`,
        }}
      />
    )}
  />
);

/** Shadows the rules use. */
export const Shadows = () => (
  <Scale
    values={tokens.shadows}
    render={(v) => (
      <span
        style={{
          display: 'inline-block',
          width: 96,
          height: 40,
          margin: 12,
          background: '#fff',
          borderRadius: 6,
          boxShadow: v.value.replace(/var\(--sk-color-primary\)/, '#0b6bcb'),
        }}
      />
    )}
  />
);

/** The media queries of the stylesheets. */
export function Breakpoints() {
  return (
    <Table head={['Media query', 'Rules inside']}>
      {tokens.breakpoints.map((b) => (
        <tr key={b.query}>
          <td style={td}>
            <code style={mono}>{b.query}</code>
          </td>
          <td style={td}>{b.rules}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The stylesheets the page was generated from. */
export const Sources = () => (
  <ul>
    {tokens.files.map((f) => (
      <li key={f}>
        <code style={mono}>{f}</code>
      </li>
    ))}
  </ul>
);
