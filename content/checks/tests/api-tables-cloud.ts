/**
 * The API-table mappings of the Lambda and Cloud Run pages, apart from the test that checks
 * them (api-tables.test.ts): which tables of a page document which declared type. Over 300
 * lines because it is one flat list, one entry per table of some 40 function pages; splitting
 * it would only scatter the list.
 */
import type { TableColumn, TypeTarget } from '../api-tables.js';

/** Headings whose tables document a type; a string means its first column, subsections included. */
export type Section = string | ({ heading: string } & TableColumn);

/** A page's option or field tables and the declared type they describe. */
export interface Mapping {
  title: string;
  /** Under content/docs. */
  page: string;
  /** null: every table of the page. */
  sections: Section[] | null;
  type: TypeTarget;
  /** Properties of the type that the tables leave out on purpose, each with its reason. */
  notDocumented?: string[];
}

const L = '@remotion/lambda';
const LC = '@remotion/lambda/client';
const C = '@remotion/cloudrun';
const CC = '@remotion/cloudrun/client';

/**
 * Every exported function of `@remotion/lambda` (with `/client`) and `@remotion/cloudrun`
 * (with `/client`) whose page has option or field tables: its input and, where it returns an
 * object, its awaited return value (list items for a list). Left out on purpose:
 * - Lambda, no mapping: getRolePolicy() and getUserPolicy() (no parameters, return a JSON
 *   string); renderVideoOnLambda() (an alias of renderMediaOnLambda(); its page points there).
 * - Lambda, input only: deleteFunction() (void), estimatePrice() (a number), presignUrl(),
 *   speculateFunctionName() and getFunctionVersion() (strings), validateWebhookSignature()
 *   (void), getRegions() (a list of region names), and the three webhook helpers (a handler).
 * - Cloud Run, no mapping: getRegions() (no parameters, a list of region names).
 * - Cloud Run, input only: deleteService(), deleteSite() (void), speculateServiceName() (a
 *   string). Return only: getSites() (its parameter is the region itself, not an object).
 * (downloadVideo() has a page but is not exported by the pinned version.)
 */
export const cloudMappings: Mapping[] = [
  // @remotion/lambda
  {
    title: 'deleteFunction() input',
    page: 'lambda/deletefunction.mdx',
    sections: ['Options'],
    // The page documents the exported input type (with `requestHandler`, which the runtime
    // reads); the function's own declaration uses the narrower shared one.
    type: { module: LC, name: 'DeleteFunctionInput' },
  },
  {
    title: 'deleteRender() input',
    page: 'lambda/deleterender.mdx',
    sections: ['Options'],
    type: { module: LC, name: 'deleteRender', use: 'parameter' },
  },
  {
    title: 'deleteRender() return value',
    page: 'lambda/deleterender.mdx',
    sections: ['Return value'],
    type: { module: LC, name: 'deleteRender', use: 'return' },
  },
  {
    title: 'deleteSite() input',
    page: 'lambda/deletesite.mdx',
    sections: ['Options'],
    type: { module: L, name: 'deleteSite', use: 'parameter' },
  },
  {
    title: 'deleteSite() return value',
    page: 'lambda/deletesite.mdx',
    sections: ['Return value'],
    type: { module: L, name: 'deleteSite', use: 'return' },
  },
  {
    title: 'deployFunction() input',
    page: 'lambda/deployfunction.mdx',
    sections: ['Options'],
    type: { module: L, name: 'deployFunction', use: 'parameter' },
  },
  {
    title: 'deployFunction() return value',
    page: 'lambda/deployfunction.mdx',
    sections: ['Return value'],
    type: { module: L, name: 'deployFunction', use: 'return' },
  },
  {
    title: 'deploySite() input',
    page: 'lambda/deploysite.mdx',
    // Its `options` subsection lists the fields of the `options` option.
    sections: ['Required', 'Optional'],
    type: { module: L, name: 'deploySite', use: 'parameter' },
  },
  {
    title: 'deploySite() options.options',
    page: 'lambda/deploysite.mdx',
    sections: ['options'],
    type: { module: L, name: 'deploySite', use: 'parameter', property: 'options' },
  },
  {
    title: 'deploySite() return value',
    page: 'lambda/deploysite.mdx',
    sections: ['Return value'],
    type: { module: L, name: 'deploySite', use: 'return' },
  },
  {
    title: 'downloadMedia() input',
    page: 'lambda/downloadmedia.mdx',
    sections: ['Options'],
    type: { module: L, name: 'downloadMedia', use: 'parameter' },
  },
  {
    title: 'downloadMedia() return value',
    page: 'lambda/downloadmedia.mdx',
    sections: ['Return value'],
    type: { module: L, name: 'downloadMedia', use: 'return' },
  },
  {
    title: 'estimatePrice() input',
    page: 'lambda/estimateprice.mdx',
    sections: ['Options'],
    type: { module: LC, name: 'estimatePrice', use: 'parameter' },
  },
  {
    title: 'getAwsClient() input',
    page: 'lambda/getawsclient.mdx',
    sections: ['Options'],
    type: { module: LC, name: 'getAwsClient', use: 'parameter' },
  },
  {
    title: 'getAwsClient() return value',
    page: 'lambda/getawsclient.mdx',
    // The second table maps each service to its client class.
    sections: [{ heading: 'Return value', table: 0 }],
    type: { module: LC, name: 'getAwsClient', use: 'return' },
  },
  {
    title: 'getCompositionsOnLambda() input',
    page: 'lambda/getcompositionsonlambda.mdx',
    sections: ['Options'],
    type: { module: LC, name: 'getCompositionsOnLambda', use: 'parameter' },
  },
  {
    title: 'getCompositionsOnLambda() compositions',
    page: 'lambda/getcompositionsonlambda.mdx',
    sections: ['Return value'],
    type: { module: LC, name: 'getCompositionsOnLambda', use: 'return', item: true },
  },
  {
    title: 'getFunctionInfo() input',
    page: 'lambda/getfunctioninfo.mdx',
    sections: ['Options'],
    type: { module: L, name: 'getFunctionInfo', use: 'parameter' },
  },
  {
    title: 'getFunctionInfo() return value',
    page: 'lambda/getfunctioninfo.mdx',
    sections: ['Return value'],
    type: { module: L, name: 'getFunctionInfo', use: 'return' },
  },
  {
    title: 'getFunctions() input',
    page: 'lambda/getfunctions.mdx',
    sections: ['Options'],
    type: { module: LC, name: 'getFunctions', use: 'parameter' },
  },
  {
    title: 'getFunctions() functions',
    page: 'lambda/getfunctions.mdx',
    sections: ['Return value'],
    type: { module: LC, name: 'getFunctions', use: 'return', item: true },
  },
  {
    title: 'getOrCreateBucket() input',
    page: 'lambda/getorcreatebucket.mdx',
    sections: ['Parameters'],
    type: { module: L, name: 'getOrCreateBucket', use: 'parameter' },
  },
  {
    title: 'getOrCreateBucket() return value',
    page: 'lambda/getorcreatebucket.mdx',
    sections: ['Return value'],
    type: { module: L, name: 'getOrCreateBucket', use: 'return' },
  },
  {
    title: 'getRegions() input',
    page: 'lambda/getregions.mdx',
    sections: ['Parameters'],
    type: { module: L, name: 'getRegions', use: 'parameter' },
  },
  {
    title: 'getRenderProgress() input',
    page: 'lambda/getrenderprogress.mdx',
    sections: ['Parameters'],
    type: { module: LC, name: 'getRenderProgress', use: 'parameter' },
  },
  {
    title: 'getRenderProgress() return value',
    page: 'lambda/getrenderprogress.mdx',
    // The "Errors" subsection describes the items of `errors`.
    sections: ['State', 'Output', 'Counters', 'Timing', 'Costs and metadata'],
    type: { module: LC, name: 'getRenderProgress', use: 'return' },
  },
  {
    title: 'getRenderProgress() errors',
    page: 'lambda/getrenderprogress.mdx',
    sections: ['Errors'],
    type: { module: LC, name: 'getRenderProgress', use: 'return', property: 'errors', item: true },
  },
  {
    title: 'getSites() input',
    page: 'lambda/getsites.mdx',
    sections: ['Parameters'],
    type: { module: LC, name: 'getSites', use: 'parameter' },
  },
  {
    title: 'getSites() return value',
    page: 'lambda/getsites.mdx',
    sections: [{ heading: 'Return value', table: 0 }],
    type: { module: LC, name: 'getSites', use: 'return' },
  },
  {
    title: 'getSites() sites',
    page: 'lambda/getsites.mdx',
    sections: [{ heading: 'Return value', table: 1 }],
    type: { module: LC, name: 'getSites', use: 'return', property: 'sites', item: true },
  },
  {
    title: 'presignUrl() input',
    page: 'lambda/presignurl.mdx',
    sections: ['Parameters'],
    type: { module: LC, name: 'presignUrl', use: 'parameter' },
  },
  {
    title: 'renderMediaOnLambda() input',
    page: 'lambda/rendermediaonlambda.mdx',
    sections: [
      'Required options',
      'Props and environment',
      'Output and storage',
      'Frames and size',
      'Video encoding',
      'Audio',
      'Splitting the work',
      'Caches and browser',
      'Webhook',
      // Its "Types used by the options" subsection names types, not options.
      { heading: 'Logging and other options', subsections: false },
      'Deprecated options',
    ],
    type: { module: LC, name: 'renderMediaOnLambda', use: 'parameter' },
  },
  {
    title: 'renderMediaOnLambda() return value',
    page: 'lambda/rendermediaonlambda.mdx',
    sections: ['Return value'],
    type: { module: LC, name: 'renderMediaOnLambda', use: 'return' },
  },
  {
    title: 'renderStillOnLambda() input',
    page: 'lambda/renderstillonlambda.mdx',
    sections: ['Required options', 'Optional options'],
    type: { module: LC, name: 'renderStillOnLambda', use: 'parameter' },
  },
  {
    title: 'renderStillOnLambda() return value',
    page: 'lambda/renderstillonlambda.mdx',
    sections: ['Return value'],
    type: { module: LC, name: 'renderStillOnLambda', use: 'return' },
  },
  {
    title: 'simulatePermissions() input',
    page: 'lambda/simulatepermissions.mdx',
    sections: ['Parameters'],
    type: { module: L, name: 'simulatePermissions', use: 'parameter' },
  },
  {
    title: 'simulatePermissions() return value',
    page: 'lambda/simulatepermissions.mdx',
    sections: [{ heading: 'Return value', table: 0 }],
    type: { module: L, name: 'simulatePermissions', use: 'return' },
  },
  {
    title: 'simulatePermissions() results',
    page: 'lambda/simulatepermissions.mdx',
    sections: [{ heading: 'Return value', table: 1 }],
    type: {
      module: L,
      name: 'simulatePermissions',
      use: 'return',
      property: 'results',
      item: true,
    },
  },
  {
    title: 'validateWebhookSignature() input',
    page: 'lambda/validatewebhooksignature.mdx',
    sections: ['Parameters'],
    type: { module: LC, name: 'validateWebhookSignature', use: 'parameter' },
  },
  {
    title: 'appRouterWebhook() input',
    page: 'lambda/approuterwebhook.mdx',
    sections: ['Options (NextWebhookArgs)'],
    type: { module: LC, name: 'appRouterWebhook', use: 'parameter' },
  },
  {
    title: 'expressWebhook() input',
    page: 'lambda/expresswebhook.mdx',
    sections: ['Options (NextWebhookArgs)'],
    type: { module: LC, name: 'expressWebhook', use: 'parameter' },
  },
  {
    title: 'pagesRouterWebhook() input',
    page: 'lambda/pagesrouterwebhook.mdx',
    sections: ['Options'],
    type: { module: LC, name: 'pagesRouterWebhook', use: 'parameter' },
  },
  {
    title: 'speculateFunctionName() input',
    page: 'lambda/speculatefunctionname.mdx',
    sections: ['Parameters'],
    type: { module: LC, name: 'speculateFunctionName', use: 'parameter' },
  },
  {
    title: 'getFunctionVersion() input',
    page: 'lambda/speculatefunctionname.mdx',
    sections: ['Checking a deployed function: getFunctionVersion()'],
    type: { module: LC, name: 'getFunctionVersion', use: 'parameter' },
  },
  // @remotion/cloudrun
  {
    title: 'deleteService() input',
    page: 'cloudrun/deleteservice.mdx',
    sections: ['Options'],
    type: { module: CC, name: 'deleteService', use: 'parameter' },
  },
  {
    title: 'deleteSite() (Cloud Run) input',
    page: 'cloudrun/deletesite.mdx',
    sections: ['Options'],
    type: { module: CC, name: 'deleteSite', use: 'parameter' },
  },
  {
    title: 'deployService() input',
    page: 'cloudrun/deployservice.mdx',
    sections: ['Options'],
    type: { module: C, name: 'deployService', use: 'parameter' },
  },
  {
    title: 'deployService() return value',
    page: 'cloudrun/deployservice.mdx',
    sections: ['Return value'],
    type: { module: C, name: 'deployService', use: 'return' },
  },
  {
    title: 'deploySite() (Cloud Run) input',
    page: 'cloudrun/deploysite.mdx',
    sections: [{ heading: 'Options', subsections: false }],
    type: { module: C, name: 'deploySite', use: 'parameter' },
  },
  {
    title: 'deploySite() (Cloud Run) options.options',
    page: 'cloudrun/deploysite.mdx',
    sections: ['options'],
    type: { module: C, name: 'deploySite', use: 'parameter', property: 'options' },
  },
  {
    title: 'deploySite() (Cloud Run) return value',
    page: 'cloudrun/deploysite.mdx',
    sections: ['Return value'],
    type: { module: C, name: 'deploySite', use: 'return' },
  },
  {
    title: 'getOrCreateBucket() (Cloud Run) input',
    page: 'cloudrun/getorcreatebucket.mdx',
    sections: ['Options'],
    type: { module: C, name: 'getOrCreateBucket', use: 'parameter' },
  },
  {
    title: 'getOrCreateBucket() (Cloud Run) return value',
    page: 'cloudrun/getorcreatebucket.mdx',
    sections: ['Return value'],
    type: { module: C, name: 'getOrCreateBucket', use: 'return' },
  },
  {
    title: 'getServiceInfo() input',
    page: 'cloudrun/getserviceinfo.mdx',
    sections: ['Options'],
    type: { module: CC, name: 'getServiceInfo', use: 'parameter' },
  },
  {
    title: 'getServiceInfo() return value',
    page: 'cloudrun/getserviceinfo.mdx',
    sections: ['Return value'],
    type: { module: CC, name: 'getServiceInfo', use: 'return' },
  },
  {
    title: 'getServices() input',
    page: 'cloudrun/getservices.mdx',
    sections: ['Options'],
    type: { module: CC, name: 'getServices', use: 'parameter' },
  },
  {
    title: 'getServices() services',
    page: 'cloudrun/getservices.mdx',
    sections: ['Return value'],
    type: { module: CC, name: 'getServices', use: 'return', item: true },
  },
  {
    title: 'getSites() (Cloud Run) sites',
    page: 'cloudrun/getsites.mdx',
    sections: ['sites'],
    type: { module: CC, name: 'getSites', use: 'return', property: 'sites', item: true },
  },
  {
    title: 'getSites() (Cloud Run) buckets',
    page: 'cloudrun/getsites.mdx',
    sections: ['buckets'],
    type: { module: CC, name: 'getSites', use: 'return', property: 'buckets', item: true },
  },
  {
    title: 'renderMediaOnCloudrun() input',
    page: 'cloudrun/rendermediaoncloudrun.mdx',
    sections: [
      'Required options',
      'Which service renders',
      'Input',
      'Output file',
      'Frames and size',
      'Video encoding',
      'Audio',
      'Performance and timeouts',
      'Browser',
      // Its "Render status webhook" subsection describes the webhook's payload.
      { heading: 'Progress, webhook and logs', subsections: false },
    ],
    type: { module: CC, name: 'renderMediaOnCloudrun', use: 'parameter' },
  },
  {
    title: 'renderMediaOnCloudrun() return value',
    page: 'cloudrun/rendermediaoncloudrun.mdx',
    sections: ['Return value'],
    type: { module: CC, name: 'renderMediaOnCloudrun', use: 'return' },
  },
  {
    title: 'renderStillOnCloudrun() input',
    page: 'cloudrun/renderstilloncloudrun.mdx',
    sections: ['Required options', 'Optional options'],
    type: { module: CC, name: 'renderStillOnCloudrun', use: 'parameter' },
  },
  {
    title: 'renderStillOnCloudrun() return value',
    page: 'cloudrun/renderstilloncloudrun.mdx',
    sections: ['Return value'],
    type: { module: CC, name: 'renderStillOnCloudrun', use: 'return' },
  },
  {
    title: 'speculateServiceName() input',
    page: 'cloudrun/speculateservicename.mdx',
    sections: ['Options'],
    type: { module: CC, name: 'speculateServiceName', use: 'parameter' },
  },
  {
    title: 'testPermissions() input',
    page: 'cloudrun/testpermissions.mdx',
    sections: ['Options'],
    type: { module: C, name: 'testPermissions', use: 'parameter' },
  },
  {
    title: 'testPermissions() return value',
    page: 'cloudrun/testpermissions.mdx',
    sections: ['Return value'],
    type: { module: C, name: 'testPermissions', use: 'return' },
  },
];
