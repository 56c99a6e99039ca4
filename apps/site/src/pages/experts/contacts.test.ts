import { describe, expect, it } from 'vitest';
import { experts } from '../../../../../content/data/experts';
import { contactsOf, formatSince } from './contacts';

describe('expert contacts', () => {
  it('builds absolute links from handles and paths', () => {
    const expert = experts.find((e) => e.slug === 'matthew-mcgillivray')!;
    expect(contactsOf(expert).map((c) => c.href)).toEqual([
      'https://mattm9y.com',
      'https://github.com/UmungoBungo',
      'https://www.linkedin.com/in/matthew-mcgillivray-68295a55',
      'mailto:mm@mattm9y.com',
      'https://cal.com/remotion-expert-matt-mcgillivray',
    ]);
  });

  it('gives every expert at least one contact', () => {
    for (const expert of experts) expect(contactsOf(expert).length, expert.slug).toBeGreaterThan(0);
  });

  it('formats the date they joined as month and year', () => {
    expect(formatSince('2022-08-15')).toBe('August 2022');
    expect(formatSince('2025-01-01')).toBe('January 2025');
  });
});
