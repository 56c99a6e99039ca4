import { SmartLink } from '@sitekit/theme';
import { useRef } from 'react';
import { showcase } from '../../../../../content/data/showcase';
import { PageHeader } from '../../components/PageHeader';
import { ShowcasePreview } from '../../components/ShowcasePreview';
import { useHashSelection } from './use-hash-selection';
import { Viewer } from './Viewer';

const ids = showcase.map((s) => s.id);

/** /showcase: the grid of projects; selecting one opens the viewer and puts its id in the URL hash. */
export default function ShowcasePage() {
  const [selected, select] = useHashSelection(ids);
  const opener = useRef<HTMLElement | null>(null);
  const index = selected === null ? null : ids.indexOf(selected);
  const close = () => {
    select(null);
    // Return focus to the card that opened the viewer (or the one deep-linked).
    (opener.current ?? document.getElementById(`open-${selected}`))?.focus();
    opener.current = null;
  };
  return (
    <div className="product-page">
      <PageHeader
        title="Showcase"
        lead="A curated selection of videos, products and tutorials made with Remotion. It is not taking new submissions at the moment. Open an entry for details and links."
      >
        <SmartLink className="home-button" href="/showcase/add">
          How entries were added
        </SmartLink>
      </PageHeader>
      <ul className="card-grid card-grid--3 showcase-grid">
        {showcase.map((item) => (
          <li key={item.id} id={item.id} className="card card--media showcase-card">
            <ShowcasePreview item={item} trigger="hover" />
            <h2 className="showcase-card__title">
              <button
                type="button"
                id={`open-${item.id}`}
                className="showcase-card__open"
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  select(item.id);
                }}
              >
                {item.title}
              </button>
            </h2>
            <p>{item.description}</p>
            {item.author && <p className="showcase-card__author">By {item.author.name}</p>}
          </li>
        ))}
      </ul>
      <Viewer items={showcase} index={index} onSelect={(i) => select(ids[i]!)} onClose={close} />
    </div>
  );
}
