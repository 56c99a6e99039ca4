import type { ApiPackageDocs } from './types';

/**
 * `@remotion/lambda` (4.0.355), first part: entry points, overview, and the functions for
 * deploying and deleting functions and sites, downloading and deleting renders, cost
 * estimates, compositions, AWS clients and the App Router / Express webhook handlers.
 * The rest of the package is in `lambda-2.ts`. A plain key covers the name in every entry
 * point that exports it (`@remotion/lambda`, `@remotion/lambda/client`, `@remotion/lambda/policies`).
 */
const lambda1: ApiPackageDocs = {
  package: '@remotion/lambda',
  overview: '/docs/lambda/api',
  entries: ['@remotion/lambda', '@remotion/lambda/client', '@remotion/lambda/policies'],
  documented: {
    deployFunction: {
      page: '/docs/lambda/deployfunction',
      summary:
        'Creates the Remotion render function in a region, or returns the compatible one that already exists.',
    },
    DeployFunctionInput: {
      page: '/docs/lambda/deployfunction#options',
      summary:
        'Type of the options of deployFunction(): region, memory, timeout, log group, disk, role, runtime preference, VPC, …',
    },
    DeployFunctionOutput: {
      page: '/docs/lambda/deployfunction#return-value',
      summary: 'Type of the result of deployFunction(): functionName and alreadyExisted.',
    },
    RuntimePreference: {
      page: '/docs/lambda/deployfunction#optional',
      summary:
        "Type of the runtimePreference option of deployFunction(): 'default', 'apple-emojis' or 'cjk'.",
    },
    deleteFunction: {
      page: '/docs/lambda/deletefunction',
      summary: 'Deletes a deployed Lambda function by region and name.',
    },
    DeleteFunctionInput: {
      page: '/docs/lambda/deletefunction#options',
      summary: 'Type of the options of deleteFunction(): region, functionName, requestHandler.',
    },
    getFunctions: {
      page: '/docs/lambda/getfunctions',
      summary:
        'Lists the Remotion functions of a region with version, memory, disk and timeout; optionally only compatible ones.',
    },
    GetFunctionsInput: {
      page: '/docs/lambda/getfunctions#options',
      summary:
        'Type of the options of getFunctions(): region, compatibleOnly, logLevel, requestHandler.',
    },
    getFunctionInfo: {
      page: '/docs/lambda/getfunctioninfo',
      summary: 'Returns the version, memory, disk and timeout of one deployed function.',
    },
    GetFunctionInfoInput: {
      page: '/docs/lambda/getfunctioninfo#options',
      summary:
        'Type of the options of getFunctionInfo(): region, functionName, logLevel, requestHandler.',
    },
    FunctionInfo: {
      page: '/docs/lambda/getfunctioninfo#return-value',
      summary:
        'Type of one function as returned by getFunctionInfo() and getFunctions(): name, version, memory, disk, timeout.',
    },
    deploySite: {
      page: '/docs/lambda/deploysite',
      summary:
        'Bundles a Remotion project and uploads it to S3; resolves with the serveUrl to render from.',
    },
    DeploySiteInput: {
      page: '/docs/lambda/deploysite#options',
      summary:
        'Type of the options of deploySite(): entryPoint, bucketName, region, siteName, bundling and progress options, privacy, …',
    },
    DeploySiteOutput: {
      page: '/docs/lambda/deploysite#return-value',
      summary:
        'Promise type of the result of deploySite(): serveUrl, siteName and upload statistics.',
    },
    deleteSite: {
      page: '/docs/lambda/deletesite',
      summary: 'Deletes a deployed site (everything under sites/<name>/) from its bucket.',
    },
    DeleteSiteInput: {
      page: '/docs/lambda/deletesite#notes-and-pitfalls',
      summary:
        'Type of the options of deleteSite(), with the optional fields required; the function itself accepts them as optional.',
    },
    DeleteSiteOutput: {
      page: '/docs/lambda/deletesite#return-value',
      summary: 'Type of the result of deleteSite(): totalSizeInBytes.',
    },
    downloadMedia: {
      page: '/docs/lambda/downloadmedia',
      summary: 'Downloads the output of a finished Lambda render to a local file.',
    },
    DownloadMediaInput: {
      page: '/docs/lambda/downloadmedia#options',
      summary:
        'Type of the options of downloadMedia(): region, bucketName, renderId, outPath, onProgress, …',
    },
    DownloadMediaOutput: {
      page: '/docs/lambda/downloadmedia#return-value',
      summary: 'Type of the result of downloadMedia(): outputPath and sizeInBytes.',
    },
    deleteRender: {
      page: '/docs/lambda/deleterender',
      summary:
        'Deletes the output file of a render and the files under renders/<renderId>/ in the bucket.',
    },
    DeleteRenderInput: {
      page: '/docs/lambda/deleterender#options',
      summary:
        'Type of the options of deleteRender(): region, bucketName, renderId, customCredentials, …',
    },
    estimatePrice: {
      page: '/docs/lambda/estimateprice',
      summary:
        'Estimates the Lambda cost in USD from billed duration, memory, disk and invocations, with the bundled price table.',
    },
    EstimatePriceInput: {
      page: '/docs/lambda/estimateprice#options',
      summary:
        'Type of the options of estimatePrice(): region, memorySizeInMb, diskSizeInMb, lambdasInvoked, durationInMilliseconds.',
    },
    getCompositionsOnLambda: {
      page: '/docs/lambda/getcompositionsonlambda',
      summary: 'Lists the compositions of a deployed site, evaluated inside a Lambda function.',
    },
    GetCompositionsOnLambdaInput: {
      page: '/docs/lambda/getcompositionsonlambda#options',
      summary:
        'Type of the options of getCompositionsOnLambda(): region, functionName, serveUrl, inputProps and optional settings.',
    },
    GetCompositionsOnLambdaOutput: {
      page: '/docs/lambda/getcompositionsonlambda#return-value',
      summary: 'Type of the result of getCompositionsOnLambda(): an array of VideoConfig.',
    },
    getAwsClient: {
      page: '/docs/lambda/getawsclient',
      summary:
        "Returns an AWS SDK client and module (S3, Lambda, IAM, CloudWatch Logs, Service Quotas, STS) set up like Remotion's own.",
    },
    GetAwsClientInput: {
      page: '/docs/lambda/getawsclient#options',
      summary:
        'Generic type of the options of getAwsClient(): region, service, customCredentials, …',
    },
    GetAwsClientOutput: {
      page: '/docs/lambda/getawsclient#return-value',
      summary:
        'Generic type of the result of getAwsClient(): the client and the SDK module of the service.',
    },
    appRouterWebhook: {
      page: '/docs/lambda/approuterwebhook',
      summary:
        'Creates a Next.js App Router route handler that verifies webhook requests and calls your callbacks.',
    },
    expressWebhook: {
      page: '/docs/lambda/expresswebhook',
      summary:
        'Creates an Express route handler that verifies webhook requests and calls your callbacks.',
    },
    NextWebhookArgs: {
      page: '/docs/lambda/approuterwebhook#options-nextwebhookargs',
      summary:
        'Type of the options of appRouterWebhook(), pagesRouterWebhook() and expressWebhook(): secret, callbacks, extraHeaders, testing.',
    },
  },
};

export default lambda1;
