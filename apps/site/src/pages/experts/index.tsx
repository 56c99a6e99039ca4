import { useEffect, useState } from 'react';
import { experts } from '../../../../../content/data/experts';
import { PageHeader } from '../../components/PageHeader';
import { dayKey, seededShuffle } from '../../lib/seeded';
import { ExpertCard } from './ExpertCard';

/**
 * /experts. The order changes once a day (seeded by the UTC date) so nobody is
 * always on top; it is applied after hydration, so the prerendered HTML stays stable.
 */
export default function ExpertsPage() {
  const [order, setOrder] = useState(experts);
  useEffect(() => setOrder(seededShuffle(experts, dayKey(new Date()))), []);
  return (
    <div className="product-page">
      <PageHeader
        title="Find a Remotion expert"
        lead="Freelancers and agencies who build with Remotion and take on client work. Reach them directly through the links on their cards."
      >
        <a
          className="home-button"
          href="mailto:hi@remotion.dev?subject=Remotion%20expert%20listing"
        >
          Want to be listed? Email us
        </a>
      </PageHeader>
      <ul className="card-grid card-grid--3 expert-grid" aria-label="Experts">
        {order.map((expert) => (
          <ExpertCard key={expert.slug} expert={expert} />
        ))}
      </ul>
      <p className="note">The list is shown in a different order every day.</p>
    </div>
  );
}
