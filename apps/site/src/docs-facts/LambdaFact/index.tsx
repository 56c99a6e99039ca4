import { useCloudFacts } from '../load';
import { FactValue } from '../_shared/FactValue';
import { withFacts } from '../_shared/with-facts';
import { lambdaValues, type LambdaValueName } from './values';

function Fact({ of }: { of: LambdaValueName }) {
  const facts = useCloudFacts().lambda;
  return <FactValue values={lambdaValues(facts)} of={of} source="@remotion/lambda" />;
}

/** One value of the pinned `@remotion/lambda` in running text: `<LambdaFact of="maxMemorySizeInMb" />`. */
export const LambdaFact = withFacts(Fact, 'LambdaFact');
