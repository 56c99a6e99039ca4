import { describe, expect, it } from 'vitest';
import { dayKey, hashString, seededRandom, seededShuffle } from './seeded';

const items = Array.from({ length: 19 }, (_, i) => `expert-${i}`);

describe('seeded helpers', () => {
  it('hashes strings stably', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('remotion')).toBe(hashString('remotion'));
    expect(hashString('remotion')).not.toBe(hashString('remotioN'));
  });

  it('draws numbers in [0, 1) that repeat for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 100 }, a);
    expect(first).toEqual(Array.from({ length: 100 }, b));
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('shuffles into the same order for the same day and another order the next day', () => {
    const monday = seededShuffle(items, '2025-10-06');
    expect(seededShuffle(items, '2025-10-06')).toEqual(monday);
    expect([...monday].sort()).toEqual([...items].sort());
    expect(seededShuffle(items, '2025-10-07')).not.toEqual(monday);
    expect(items[0]).toBe('expert-0'); // the input is left alone
  });

  it('keys the day in UTC', () => {
    expect(dayKey(new Date('2025-10-06T23:30:00Z'))).toBe('2025-10-06');
    expect(dayKey(new Date('2025-10-07T00:10:00+02:00'))).toBe('2025-10-06');
  });
});
