import { Codes } from './Codes';
import { factValue, type FactValues } from './fact-value';
import { formatNumber } from './format';

/** One looked-up value: a number formatted, a list (or a single id) as inline code. */
export function FactValue({
  values,
  of,
  source,
}: {
  values: FactValues;
  of: string;
  source: string;
}) {
  const value = factValue(values, of, source);
  if (typeof value === 'number') return <>{formatNumber(value)}</>;
  if (typeof value === 'string') return <>{value}</>;
  return <Codes values={value} />;
}
