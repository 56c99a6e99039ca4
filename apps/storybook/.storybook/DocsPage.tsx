import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { slotStability, type SlotName } from '@sitekit/theme';

/**
 * What a component's docs page says beyond its props, set as `parameters.design` in its
 * stories' meta: how a site gets it, the slot that replaces it, and the shell's rules.
 */
export interface DesignNotes {
  /** How a site imports or enables it, e.g. `import { SearchButton } from '@sitekit/search/react'`. */
  usage?: string;
  /** The slot id a site overrides it with (`SlotsProvider overrides={{ [slot]: Mine }}`). */
  slot?: SlotName;
  /** Site configuration fields it reads. */
  config?: string[];
  do?: string[];
  dont?: string[];
}

const cell = {
  padding: '0.4rem 0.75rem',
  borderBottom: '1px solid #e3e5e8',
  textAlign: 'left',
} as const;

/** The design notes block: usage, slot, configuration, do and don't. */
function Notes({ notes }: { notes: DesignNotes }) {
  const rows: [string, React.ReactNode][] = [];
  if (notes.usage) rows.push(['Use', <code key="u">{notes.usage}</code>]);
  if (notes.slot) {
    rows.push([
      'Slot',
      <span key="s">
        <code>{notes.slot}</code> ({slotStability[notes.slot]}): replace it with{' '}
        <code>{`<SlotsProvider overrides={{ ${notes.slot}: Mine }}>`}</code>
      </span>,
    ]);
  }
  if (notes.config?.length) {
    rows.push([
      'Configured by',
      <span key="c">
        {notes.config.map((c, i) => (
          <span key={c}>
            {i > 0 && ', '}
            <code>{c}</code>
          </span>
        ))}
      </span>,
    ]);
  }
  return (
    <section className="sb-unstyled" style={{ margin: '1.5rem 0' }}>
      {rows.length > 0 && (
        <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" style={{ ...cell, width: '9rem' }}>
                  {label}
                </th>
                <td style={cell}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(notes.do?.length || notes.dont?.length) && (
        <div style={{ display: 'flex', gap: '1rem', marginTop: '1rem', flexWrap: 'wrap' }}>
          <Rules title="Do" items={notes.do} accent="#15803d" />
          <Rules title="Don’t" items={notes.dont} accent="#b91c1c" />
        </div>
      )}
    </section>
  );
}

function Rules({
  title,
  items,
  accent,
}: {
  title: string;
  items?: string[] | undefined;
  accent: string;
}) {
  if (!items?.length) return null;
  return (
    <div style={{ flex: '1 1 18rem', borderTop: `4px solid ${accent}`, paddingTop: '0.5rem' }}>
      <h3 style={{ margin: '0 0 0.5rem', fontSize: 15 }}>{title}</h3>
      <ul style={{ margin: 0, paddingLeft: '1.2rem', fontSize: 14, lineHeight: 1.5 }}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Every component's docs page: title, what it is for, design notes, props, then each story. */
export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const notes = preparedMeta.parameters['design'] as DesignNotes | undefined;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {notes && <Notes notes={notes} />}
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
