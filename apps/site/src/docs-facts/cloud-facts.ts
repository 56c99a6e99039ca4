/**
 * What the build reads from the pinned `@remotion/lambda` and `@remotion/cloudrun` packages
 * (their region lists, the policies they generate, the limits their validation enforces) and
 * serves to the docs as the JSON module `virtual:cloud-facts`. The build writes this shape,
 * the docs-facts components read it; no package code reaches the browser.
 */

/** Build-time highlighted code as a compact tree: text, or `[tag, attributes, ...children]`. */
export type CodeNode = string | [tag: string, attributes: Record<string, string>, ...CodeNode[]];

/** One statement of a generated IAM policy. */
export interface PolicyStatementFact {
  sid: string;
  actions: string[];
  resources: string[];
}

/** A policy exactly as the package returns it, parsed and highlighted. */
export interface PolicyFact {
  /** The string `getUserPolicy()` / `getRolePolicy()` returns. */
  json: string;
  statements: PolicyStatementFact[];
  /** The `<pre>` Shiki makes of `json`, as code fences are highlighted. */
  highlighted: CodeNode;
}

/** One AWS region of `getRegions()`. */
export interface LambdaRegionFact {
  id: string;
  /** Also in `getRegions({ enabledByDefaultOnly: true })`. */
  enabledByDefault: boolean;
  /** The Lambda Insights layer the package attaches there; null where it has none. */
  insightsLayer: string | null;
  /** Whether the user policy's `lambda:GetLayerVersion` resources match that layer. */
  insightsLayerInUserPolicy: boolean;
  /** USD, as the strings of the package's price table (`estimatePrice()` reads the same). */
  prices: { durationPerGbSecond: string; storagePerGbSecond: string; perRequest: string };
}

/** An option's accepted whole numbers and the value used when it is left out. */
export interface LimitRange {
  min: number;
  max: number;
  default: number;
}

export interface LambdaFacts {
  /** Version of `@remotion/lambda` the facts were read from. */
  version: string;
  /** The CLI's fallback region. */
  defaultRegion: string;
  /** In the order of `getRegions()`. */
  regions: LambdaRegionFact[];
  /** `ROLE_NAME` of `@remotion/lambda/policies`. */
  roleName: string;
  policies: { user: PolicyFact; role: PolicyFact };
  limits: {
    memorySizeInMb: LimitRange;
    diskSizeInMb: LimitRange;
    timeoutInSeconds: LimitRange;
    cloudWatchLogRetentionPeriodInDays: LimitRange;
    /** `MAX_FUNCTIONS_PER_RENDER`: chunks of one render, and the highest `concurrency`. */
    maxFunctionsPerRender: number;
    /** `MINIMUM_FRAMES_PER_FUNCTION`: the lowest `framesPerLambda`. */
    minFramesPerFunction: number;
    /** `DEFAULT_MAX_RETRIES`. */
    defaultMaxRetries: number;
    /** Longest webhook `customData`, as serialized JSON characters. */
    webhookCustomDataMaxLength: number;
    /** Longest input props (serialized characters) still sent inline rather than via S3. */
    inlinePropsMaxLength: { media: number; still: number };
  };
  /** Codecs the serverless renderer accepts. */
  codecs: string[];
  /** Values of the `deleteAfter` option. */
  deleteAfterValues: string[];
}

export interface CloudRunFacts {
  /** Version of `@remotion/cloudrun` the facts were read from. */
  version: string;
  /** The CLI's fallback region. */
  defaultRegion: string;
  /** In the order of `getRegions()`. */
  regions: string[];
  /** `@remotion/cloudrun/permissions.json`; `reason` is empty where the package gives none. */
  permissions: { name: string; reason: string }[];
  defaults: {
    timeoutSeconds: number;
    minInstances: number;
    maxInstances: number;
    maxRetries: number;
  };
}

/** The default export of `virtual:cloud-facts`. */
export interface CloudFacts {
  lambda: LambdaFacts;
  cloudrun: CloudRunFacts;
}
