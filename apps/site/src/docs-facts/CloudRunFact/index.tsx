import { useCloudFacts } from '../load';
import { FactValue } from '../_shared/FactValue';
import { withFacts } from '../_shared/with-facts';
import { cloudRunValues, type CloudRunValueName } from './values';

function Fact({ of }: { of: CloudRunValueName }) {
  const facts = useCloudFacts().cloudrun;
  return <FactValue values={cloudRunValues(facts)} of={of} source="@remotion/cloudrun" />;
}

/** One value of the pinned `@remotion/cloudrun` in running text: `<CloudRunFact of="regionCount" />`. */
export const CloudRunFact = withFacts(Fact, 'CloudRunFact');
