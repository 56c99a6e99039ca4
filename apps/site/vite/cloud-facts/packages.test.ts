import { describe, expect, it } from 'vitest';
import { acceptedRange, acceptedUpTo, packageFiles, passes } from './packages.js';

describe('acceptedUpTo / acceptedRange', () => {
  const validate = (n: number) => {
    if (n < 15 || n > 900) throw new Error('out of range');
  };

  it('finds both bounds a validator enforces', () => {
    expect(acceptedRange(passes(validate), 120)).toEqual({ min: 15, max: 900 });
  });

  it('finds one bound when only one side is limited', () => {
    expect(acceptedUpTo((n) => n <= 1022, 0, 1e6)).toBe(1022);
  });

  it('refuses a start it rejects and an end it accepts', () => {
    expect(() => acceptedUpTo(passes(validate), 1, 1000)).toThrow('1 is not accepted');
    expect(() => acceptedUpTo(() => true, 0, 10)).toThrow('10 is accepted');
  });
});

describe('packageFiles', () => {
  it('resolves a dependency the way the package does', () => {
    const lambda = packageFiles('@remotion/lambda');
    const client = lambda.dependency('@remotion/lambda-client');
    expect(client.version).toBe(lambda.version);
    expect(client.entry<{ AWS_REGIONS: string[] }>('./regions').AWS_REGIONS.length).toBeGreaterThan(
      0,
    );
  });
});
