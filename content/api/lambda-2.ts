import type { ApiPackageDocs } from './types';

/**
 * `@remotion/lambda` (4.0.355), second part: rendering, progress, buckets, sites, regions,
 * IAM policies, function names and webhook verification. Entry points and the overview page
 * are set in `lambda-1.ts`. A plain key covers the name in `@remotion/lambda` and in
 * `@remotion/lambda/client` alike.
 */
const lambda2: ApiPackageDocs = {
  package: '@remotion/lambda',
  documented: {
    renderMediaOnLambda: {
      page: '/docs/lambda/rendermediaonlambda',
      summary:
        'Starts rendering a video, audio file or GIF on a deployed Lambda function; resolves with the render ID and bucket.',
    },
    RenderMediaOnLambdaInput: {
      page: '/docs/lambda/rendermediaonlambda#signature',
      summary:
        'Type of the options of renderMediaOnLambda(): required fields and all render options.',
    },
    RenderMediaOnLambdaOutput: {
      page: '/docs/lambda/rendermediaonlambda#return-value',
      summary:
        'Type of the result of renderMediaOnLambda(): renderId, bucketName and console URLs for logs and files.',
    },
    renderVideoOnLambda: {
      page: '/docs/lambda/rendervideoonlambda',
      summary: 'Deprecated former name of renderMediaOnLambda(); the same function in 4.0.355.',
    },
    DeleteAfter: {
      page: '/docs/lambda/rendermediaonlambda#types-used-by-the-options',
      summary: "Type of the deleteAfter render option: '1-day', '3-days', '7-days' or '30-days'.",
    },
    renderStillOnLambda: {
      page: '/docs/lambda/renderstillonlambda',
      summary:
        'Renders one frame as PNG, JPEG, WebP or PDF on Lambda and resolves with the URL of the uploaded image.',
    },
    RenderStillOnLambdaInput: {
      page: '/docs/lambda/renderstillonlambda#signature',
      summary: 'Type of the options of renderStillOnLambda().',
    },
    RenderStillOnLambdaOutput: {
      page: '/docs/lambda/renderstillonlambda#return-value',
      summary:
        'Type of the result of renderStillOnLambda(): url, outKey, sizeInBytes, estimated price, artifacts.',
    },
    getRenderProgress: {
      page: '/docs/lambda/getrenderprogress',
      summary:
        'Reads the state of a Lambda render: progress, errors, costs and, when done, the output file.',
    },
    GetRenderProgressInput: {
      page: '/docs/lambda/getrenderprogress#parameters',
      summary: 'Type of the options of getRenderProgress().',
    },
    RenderProgress: {
      page: '/docs/lambda/getrenderprogress#return-value',
      summary:
        'Type of the result of getRenderProgress(), with every progress, output, timing and cost field.',
    },
    EnhancedErrorInfo: {
      page: '/docs/lambda/getrenderprogress#errors',
      summary:
        'Type of one error of a Lambda render: where it happened, frame, chunk, retry state and an explanation.',
    },
    getOrCreateBucket: {
      page: '/docs/lambda/getorcreatebucket',
      summary: "Returns the region's Remotion S3 bucket, creating and configuring it if missing.",
    },
    GetOrCreateBucketInput: {
      page: '/docs/lambda/getorcreatebucket#parameters',
      summary:
        'Generic type of the options of getOrCreateBucket(); use GetOrCreateBucketInput<AwsProvider>.',
    },
    GetOrCreateBucketOutput: {
      page: '/docs/lambda/getorcreatebucket#return-value',
      summary: 'Type of the result of getOrCreateBucket(): bucketName and alreadyExisted.',
    },
    getRegions: {
      page: '/docs/lambda/getregions',
      summary:
        'Lists the AWS regions Remotion Lambda supports, optionally only those enabled by default.',
    },
    getSites: {
      page: '/docs/lambda/getsites',
      summary:
        'Lists the sites deployed to the Remotion buckets of a region, with serve URLs and sizes.',
    },
    GetSitesInput: {
      page: '/docs/lambda/getsites#parameters',
      summary: 'Type of the options of getSites().',
    },
    GetSitesOutput: {
      page: '/docs/lambda/getsites#return-value',
      summary: 'Type of the result of getSites(): sites and the buckets that were searched.',
    },
    presignUrl: {
      page: '/docs/lambda/presignurl',
      summary: 'Creates a temporary signed download URL for a private S3 object.',
    },
    PresignUrlInput: {
      page: '/docs/lambda/presignurl#parameters',
      summary: 'Type of the options of presignUrl(), generic over checkIfObjectExists.',
    },
    getUserPolicy: {
      page: '/docs/lambda/getuserpolicy',
      summary:
        'Returns the IAM policy JSON for the AWS user or role that uses the Lambda APIs and CLI.',
    },
    getRolePolicy: {
      page: '/docs/lambda/getrolepolicy',
      summary:
        'Returns the IAM policy JSON for the remotion-lambda-role role the functions run with.',
    },
    simulatePermissions: {
      page: '/docs/lambda/simulatepermissions',
      summary:
        'Checks with the IAM policy simulator whether the caller has each permission of getUserPolicy().',
    },
    SimulatePermissionsInput: {
      page: '/docs/lambda/simulatepermissions#parameters',
      summary: 'Type of the options of simulatePermissions().',
    },
    SimulatePermissionsOutput: {
      page: '/docs/lambda/simulatepermissions#return-value',
      summary: 'Type of the result of simulatePermissions(): one decision per IAM action.',
    },
    speculateFunctionName: {
      page: '/docs/lambda/speculatefunctionname',
      summary:
        'Computes the name deployFunction() gives a function with a given memory, disk and timeout.',
    },
    SpeculateFunctionNameInput: {
      page: '/docs/lambda/speculatefunctionname#parameters',
      summary: 'Type of the options of speculateFunctionName().',
    },
    validateWebhookSignature: {
      page: '/docs/lambda/validatewebhooksignature',
      summary:
        'Verifies the HMAC-SHA512 signature of a Lambda webhook request; throws if it does not match.',
    },
    WebhookPayload: {
      page: '/docs/lambda/validatewebhooksignature#the-payload',
      summary: 'Union type of the three webhook payloads, told apart by type.',
    },
    WebhookSuccessPayload: {
      page: '/docs/lambda/validatewebhooksignature#the-payload',
      summary: "Type of a webhook payload with type 'success': output URL, time, costs, errors.",
    },
    WebhookErrorPayload: {
      page: '/docs/lambda/validatewebhooksignature#the-payload',
      summary: "Type of a webhook payload with type 'error': the errors that stopped the render.",
    },
    WebhookTimeoutPayload: {
      page: '/docs/lambda/validatewebhooksignature#the-payload',
      summary: "Type of a webhook payload with type 'timeout'.",
    },
    pagesRouterWebhook: {
      page: '/docs/lambda/pagesrouterwebhook',
      summary:
        'Creates a Next.js Pages Router API route that verifies webhook requests and calls your callbacks.',
    },
    getFunctionVersion: {
      page: '/docs/lambda/speculatefunctionname#checking-a-deployed-function-getfunctionversion',
      summary:
        'Asks a deployed function which Remotion version it runs; resolves with the version string.',
    },
    ROLE_NAME: {
      page: '/docs/lambda/getrolepolicy',
      summary: "Constant of @remotion/lambda/policies: the role name 'remotion-lambda-role'.",
    },
    AwsRegion: {
      page: '/docs/lambda/getregions#return-value',
      summary: 'Union type of the 24 AWS region names that Remotion Lambda accepts.',
    },
    CustomCredentials: {
      page: '/docs/lambda/rendermediaonlambda#types-used-by-the-options',
      summary:
        'Generic type of endpoint and keys for S3-compatible storage; use CustomCredentials<AwsProvider>.',
    },
    AwsProvider: {
      page: '/docs/lambda/getorcreatebucket#signature',
      summary:
        'Type describing AWS as cloud provider; the type argument of generic types such as GetOrCreateBucketInput.',
    },
    RequestHandler: {
      page: '/docs/lambda/api#options-that-many-functions-share',
      summary: 'Type of the requestHandler option: the requestHandler of the AWS SDK clients.',
    },
  },
  notDocumented: {
    LambdaInternals:
      'internal: helpers used by the Remotion CLI and other Remotion packages (executeCommand, internalDeploySite, …), not a public API',
    LambdaClientInternals:
      'internal: AWS client factories, payload builders, validators and constants shared by Remotion packages, not a public API',
    _InternalOverallRenderProgress:
      'internal: the shape of the progress.json file a render writes to S3, re-exported for Remotion packages (underscore prefix); readers use RenderProgress',
  },
};

export default lambda2;
