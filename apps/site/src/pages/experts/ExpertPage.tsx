import { SmartLink, useCurrentRoute } from '@sitekit/theme';
import { experts } from '../../../../../content/data/experts';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { PageHeader } from '../../components/PageHeader';
import { ContactLinks } from './ContactLinks';
import { formatSince } from './contacts';

/** /experts/<slug>: one expert, found from the current route's path. */
export default function ExpertPage() {
  const { path } = useCurrentRoute().route;
  const expert = experts.find((e) => `/experts/${e.slug}` === path);
  if (!expert) return <PageHeader title="Expert not found" />;
  return (
    <div className="product-page expert-page">
      <div className="expert-page__head">
        <InitialsAvatar name={expert.name} size={96} />
        <PageHeader eyebrow="Remotion expert" title={expert.name} lead={expert.description} />
      </div>
      <p>
        Listed as a Remotion expert since{' '}
        <time dateTime={expert.since}>{formatSince(expert.since)}</time>.
      </p>
      <h2>Get in touch with {expert.name}</h2>
      <ContactLinks expert={expert} />
      <p className="inline-links">
        <SmartLink href="/experts">All experts</SmartLink>
      </p>
    </div>
  );
}
