import type {
  LambdaFacts,
  LambdaRegionFact,
  PolicyFact,
} from '../../src/docs-facts/cloud-facts.js';
import { highlight } from './highlight.js';
import { acceptedRange, acceptedUpTo, packageFiles, passes } from './packages.js';

type Validator = (n: number) => void;
type Prices = Record<string, Record<string, { price: string }>>;
interface Policy {
  Statement: { Sid: string; Action: string[]; Resource: string[] }[];
}

async function policyFact(json: string): Promise<PolicyFact> {
  const { Statement } = JSON.parse(json) as Policy;
  return {
    json,
    statements: Statement.map((s) => ({ sid: s.Sid, actions: s.Action, resources: s.Resource })),
    highlighted: await highlight(json, 'json'),
  };
}

/** Whether an IAM resource pattern (`*` matches anything) covers an ARN. */
export const resourceMatches = (pattern: string, arn: string): boolean =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(arn);

/** The Lambda facts, read from the installed `@remotion/lambda` and the packages it resolves. */
export async function readLambdaFacts(): Promise<LambdaFacts> {
  const lambda = packageFiles('@remotion/lambda');
  const client = lambda.dependency('@remotion/lambda-client');
  const serverless = client.dependency('@remotion/serverless-client');

  // The very function `@remotion/lambda` exports; its file needs only the region list.
  const { getRegions } = lambda.file<{
    getRegions: (o?: { enabledByDefaultOnly?: boolean }) => readonly string[];
  }>('dist/api/get-regions.js');
  const policies = lambda.entry<{
    getUserPolicy: () => string;
    getRolePolicy: () => string;
    ROLE_NAME: string;
  }>('./policies');
  const constants = client.entry<Record<string, number | string>>('./constants');
  const { pricing } = client.file<{ pricing: Prices }>('dist/price-per-1s.js');
  const { lambdaInsightsExtensions } = lambda.file<{
    lambdaInsightsExtensions: Record<string, string | null>;
  }>('dist/shared/lambda-insights-extensions.js');
  const { validateMemorySize } = client.file<{ validateMemorySize: Validator }>(
    'dist/validate-memory-size.js',
  );
  const { validateDiskSizeInMb } = client.file<{ validateDiskSizeInMb: Validator }>(
    'dist/validate-disk-size-in-mb.js',
  );
  const { validateTimeout } = lambda.file<{ validateTimeout: Validator }>(
    'dist/shared/validate-timeout.js',
  );
  const { validateCloudWatchRetentionPeriod } = lambda.file<{
    validateCloudWatchRetentionPeriod: Validator;
  }>('dist/shared/validate-retention-period.js');
  const { awsImplementation } = client.entry<{
    LambdaClientInternals: { awsImplementation: unknown };
  }>('.').LambdaClientInternals;
  const sls = serverless.entry<{
    MAX_FUNCTIONS_PER_RENDER: number;
    MINIMUM_FRAMES_PER_FUNCTION: number;
    serverlessCodecs: readonly string[];
    expiryDays: Record<string, number>;
    validateWebhook: (w: { url: string; secret: null; customData: unknown }) => void;
    getNeedsToUpload: (o: {
      type: 'still' | 'video-or-audio';
      sizes: number[];
      providerSpecifics: unknown;
    }) => boolean;
  }>('.');

  const num = (name: string) => {
    const value = constants[name];
    if (typeof value !== 'number') throw new Error(`@remotion/lambda-client has no ${name}`);
    return value;
  };
  const user = await policyFact(policies.getUserPolicy());
  const role = await policyFact(policies.getRolePolicy());
  const layerPatterns = user.statements
    .filter((s) => s.actions.includes('lambda:GetLayerVersion'))
    .flatMap((s) => s.resources);
  const enabledByDefault = new Set(getRegions({ enabledByDefaultOnly: true }));

  const regions: LambdaRegionFact[] = getRegions().map((id) => {
    const price = (key: string) => {
      const value = pricing[id]?.[key]?.price;
      if (value === undefined) throw new Error(`No ${key} price for ${id}`);
      return value;
    };
    const insightsLayer = lambdaInsightsExtensions[id] ?? null;
    return {
      id,
      enabledByDefault: enabledByDefault.has(id),
      insightsLayer,
      insightsLayerInUserPolicy:
        insightsLayer !== null && layerPatterns.some((p) => resourceMatches(p, insightsLayer)),
      prices: {
        // `estimatePrice()` charges these three.
        durationPerGbSecond: price('Lambda Duration-ARM'),
        storagePerGbSecond: price('Lambda Storage-Duration-ARM'),
        perRequest: price('Lambda Requests'),
      },
    };
  });

  // The longest customData `validateWebhook()` lets through (quotes included).
  const customData = acceptedUpTo(
    passes((n) => sls.validateWebhook({ url: 'x', secret: null, customData: 'x'.repeat(n) })),
    0,
    1e6,
  );
  const inline = (type: 'still' | 'video-or-audio') => {
    // getNeedsToUpload() warns each time it says yes.
    const warn = console.warn;
    console.warn = () => {};
    try {
      return acceptedUpTo(
        (n) => !sls.getNeedsToUpload({ type, sizes: [n], providerSpecifics: awsImplementation }),
        0,
        1e9,
      );
    } finally {
      console.warn = warn;
    }
  };

  return {
    version: lambda.version,
    defaultRegion: String(constants['DEFAULT_REGION']),
    regions,
    roleName: policies.ROLE_NAME,
    policies: { user, role },
    limits: {
      memorySizeInMb: {
        ...acceptedRange(passes(validateMemorySize), num('DEFAULT_MEMORY_SIZE')),
        default: num('DEFAULT_MEMORY_SIZE'),
      },
      diskSizeInMb: {
        ...acceptedRange(passes(validateDiskSizeInMb), num('DEFAULT_EPHEMERAL_STORAGE_IN_MB')),
        default: num('DEFAULT_EPHEMERAL_STORAGE_IN_MB'),
      },
      timeoutInSeconds: {
        ...acceptedRange(passes(validateTimeout), num('DEFAULT_TIMEOUT')),
        default: num('DEFAULT_TIMEOUT'),
      },
      cloudWatchLogRetentionPeriodInDays: {
        ...acceptedRange(
          passes(validateCloudWatchRetentionPeriod),
          num('DEFAULT_CLOUDWATCH_RETENTION_PERIOD'),
        ),
        default: num('DEFAULT_CLOUDWATCH_RETENTION_PERIOD'),
      },
      maxFunctionsPerRender: sls.MAX_FUNCTIONS_PER_RENDER,
      minFramesPerFunction: sls.MINIMUM_FRAMES_PER_FUNCTION,
      defaultMaxRetries: num('DEFAULT_MAX_RETRIES'),
      webhookCustomDataMaxLength: customData + 2,
      inlinePropsMaxLength: { media: inline('video-or-audio'), still: inline('still') },
    },
    codecs: [...sls.serverlessCodecs],
    deleteAfterValues: Object.keys(sls.expiryDays),
  };
}
