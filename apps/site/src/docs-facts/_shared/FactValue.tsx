import { Codes } from './Codes';
import { formatNumber } from './format';

/** One looked-up value: a number formatted, a list (or a single id) as inline code. */
export function FactValue({
  values,
  of,
  source,
}: {
  values: Record<string, string | number | readonly string[]>;
  of: string;
  source: string;
}) {
  if (!Object.hasOwn(values, of)) throw new Error(`${source} has no fact named "${of}"`);
  const value = values[of]!;
  if (typeof value === 'number') return <>{formatNumber(value)}</>;
  if (typeof value === 'string') return <>{value}</>;
  return <Codes values={value} />;
}
