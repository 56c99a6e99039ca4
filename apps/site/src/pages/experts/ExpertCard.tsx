import { SmartLink } from '@sitekit/theme';
import type { Expert } from '../../../../../content/data/types';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { ContactLinks } from './ContactLinks';

/** One expert in the list: avatar, name (linking to the profile), description, contact links. */
export function ExpertCard({ expert }: { expert: Expert }) {
  return (
    <li className="card expert-card">
      <div className="expert-card__head">
        <InitialsAvatar name={expert.name} size={56} />
        <h2 className="expert-card__name">
          <SmartLink href={`/experts/${expert.slug}`}>{expert.name}</SmartLink>
        </h2>
      </div>
      <p>{expert.description}</p>
      <ContactLinks expert={expert} />
    </li>
  );
}
