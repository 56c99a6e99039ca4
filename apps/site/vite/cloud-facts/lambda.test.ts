import {
  estimatePrice,
  getRegions,
  getRolePolicy,
  getUserPolicy,
  type AwsRegion,
} from '@remotion/lambda';
import { ROLE_NAME } from '@remotion/lambda/policies';
import * as constants from '@remotion/lambda-client/constants';
import { describe, expect, it } from 'vitest';
import { readLambdaFacts, resourceMatches } from './lambda.js';

// Only @remotion/lambda here: its remotion and Cloud Run's cannot load in one process.
const facts = await readLambdaFacts();

describe('Lambda facts equal what the package returns', () => {
  it('regions: getRegions(), in order, and its enabled-by-default subset', () => {
    expect(facts.regions.map((r) => r.id)).toEqual([...getRegions()]);
    expect(facts.regions.filter((r) => r.enabledByDefault).map((r) => r.id)).toEqual([
      ...getRegions({ enabledByDefaultOnly: true }),
    ]);
    expect(facts.defaultRegion).toBe(constants.DEFAULT_REGION);
  });

  it('policies: getUserPolicy() and getRolePolicy(), character for character', () => {
    expect(facts.policies.user.json).toBe(getUserPolicy());
    expect(facts.policies.role.json).toBe(getRolePolicy());
    expect(facts.roleName).toBe(ROLE_NAME);
    const parsed = JSON.parse(getUserPolicy()) as {
      Statement: { Sid: string; Action: string[] }[];
    };
    expect(facts.policies.user.statements.map((s) => [s.sid, s.actions])).toEqual(
      parsed.Statement.map((s) => [s.Sid, s.Action]),
    );
  });

  it('prices: the ones estimatePrice() charges in each region', () => {
    const seconds = 1e6;
    const run = (
      region: AwsRegion,
      memorySizeInMb: number,
      diskSizeInMb: number,
      lambdasInvoked: number,
    ) =>
      estimatePrice({
        region,
        memorySizeInMb,
        diskSizeInMb,
        lambdasInvoked,
        durationInMilliseconds: seconds * 1000,
      });
    for (const { id, prices } of facts.regions) {
      const region = id as AwsRegion;
      // 1 GB for 10⁶ s, then 1 GB of charged disk more, then 10⁶ more invocations.
      const base = run(region, 1024, 512, 0);
      expect(base).toBeCloseTo(Number(prices.durationPerGbSecond) * seconds, 4);
      expect(run(region, 1024, 1536, 0) - base).toBeCloseTo(
        Number(prices.storagePerGbSecond) * seconds,
        4,
      );
      expect(run(region, 1024, 512, 1e6) - base).toBeCloseTo(Number(prices.perRequest) * 1e6, 4);
    }
  });

  it('limits: the bounds the validators enforce are the exported constants', () => {
    expect(facts.limits.memorySizeInMb).toEqual({
      min: constants.MIN_MEMORY,
      max: constants.MAX_MEMORY,
      default: constants.DEFAULT_MEMORY_SIZE,
    });
    expect(facts.limits.diskSizeInMb).toEqual({
      min: constants.MIN_EPHEMERAL_STORAGE_IN_MB,
      max: constants.MAX_EPHEMERAL_STORAGE_IN_MB,
      default: constants.DEFAULT_EPHEMERAL_STORAGE_IN_MB,
    });
    expect(facts.limits.timeoutInSeconds).toEqual({
      min: constants.MIN_TIMEOUT,
      max: constants.MAX_TIMEOUT,
      default: constants.DEFAULT_TIMEOUT,
    });
    expect(facts.limits.cloudWatchLogRetentionPeriodInDays.default).toBe(
      constants.DEFAULT_CLOUDWATCH_RETENTION_PERIOD,
    );
    expect(facts.limits.defaultMaxRetries).toBe(constants.DEFAULT_MAX_RETRIES);
  });

  it('limits: estimatePrice() rejects the memory just outside the range', () => {
    const { min, max } = facts.limits.memorySizeInMb;
    const price = (memorySizeInMb: number) => () =>
      estimatePrice({
        region: 'us-east-1',
        memorySizeInMb,
        diskSizeInMb: 512,
        lambdasInvoked: 1,
        durationInMilliseconds: 1,
      });
    expect(price(min)).not.toThrow();
    expect(price(max)).not.toThrow();
    expect(price(min - 1)).toThrow();
    expect(price(max + 1)).toThrow();
  });

  it('insights: a layer outside the user policy is named as such', () => {
    const outside = facts.regions.filter((r) => r.insightsLayer && !r.insightsLayerInUserPolicy);
    for (const r of outside) expect(r.insightsLayer).not.toContain(':580247275435:');
  });
});

describe('resourceMatches', () => {
  it('treats * as any run of characters and nothing else as special', () => {
    expect(
      resourceMatches('arn:aws:lambda:*:1:layer:X*', 'arn:aws:lambda:eu-west-1:1:layer:X-Arm64:5'),
    ).toBe(true);
    expect(
      resourceMatches('arn:aws:lambda:*:1:layer:X*', 'arn:aws:lambda:eu-west-1:2:layer:X-Arm64:5'),
    ).toBe(false);
    expect(resourceMatches('a.b', 'axb')).toBe(false);
  });
});
