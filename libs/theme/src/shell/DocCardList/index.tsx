import type { IndexCard } from '@sitekit/content-model';
import { SmartLink } from '../SmartLink/index.js';

/** What a card says under its label: its description, else how many items a category holds. */
function descriptionOf(card: IndexCard): string | undefined {
  if (card.description) return card.description;
  if (card.items === undefined) return undefined;
  return `${card.items} item${card.items === 1 ? '' : 's'}`;
}

/** The body of a category's generated index page: a card per item, linking it, with its description. */
export function DocCardList({
  cards,
}: Readonly<{
  /** One card per item of the category: label, link, description, number of items. */
  cards: IndexCard[];
}>) {
  if (cards.length === 0) return null;
  return (
    <ul className="sk-doc-cards">
      {cards.map((card, i) => {
        const description = descriptionOf(card);
        return (
          <li key={`${i}:${card.href}`} className="sk-doc-card">
            <SmartLink className="sk-doc-card__link" href={card.href}>
              <span className="sk-doc-card__title">{card.label}</span>
              {description && <span className="sk-doc-card__description">{description}</span>}
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}
