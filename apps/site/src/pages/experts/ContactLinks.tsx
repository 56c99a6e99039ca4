import type { Expert } from '../../../../../content/data/types';
import { contactsOf } from './contacts';

/** The expert's contact links as a row of small buttons, each naming the person for screen readers. */
export function ContactLinks({ expert }: { expert: Expert }) {
  return (
    <ul className="contact-links">
      {contactsOf(expert).map((c) => (
        <li key={c.kind}>
          <a
            className="contact-links__item"
            href={c.href}
            {...(c.kind === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {c.label}
            <span className="sk-visually-hidden">
              {' '}
              of {expert.name}
              {c.kind === 'email' ? '' : ' (opens in a new tab)'}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
