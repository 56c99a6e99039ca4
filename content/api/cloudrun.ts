import type { ApiPackageDocs } from './types';

/**
 * `@remotion/cloudrun` (pinned at 4.0.370: no 4.0.357 on the registry): Node.js API for rendering
 * on Google Cloud Run. Its code subpaths `/client`, `/defaults` and `/regions` are entries too;
 * `/permissions.json` is a JSON file, not code, and is described on /docs/cloudrun/testpermissions.
 */
const cloudrun: ApiPackageDocs = {
  package: '@remotion/cloudrun',
  overview: '/docs/cloudrun/api',
  entries: [
    '@remotion/cloudrun',
    '@remotion/cloudrun/client',
    '@remotion/cloudrun/defaults',
    '@remotion/cloudrun/regions',
  ],
  documented: {
    // Rendering
    renderMediaOnCloudrun: {
      page: '/docs/cloudrun/rendermediaoncloudrun',
      summary:
        'Renders a video, audio file or GIF on a Cloud Run service and resolves with the uploaded file.',
    },
    RenderMediaOnCloudrunInput: {
      page: '/docs/cloudrun/rendermediaoncloudrun#signature',
      summary: 'Type of the options of renderMediaOnCloudrun().',
    },
    RenderMediaOnCloudrunOutput: {
      page: '/docs/cloudrun/rendermediaoncloudrun#return-value',
      summary: 'Type of the success result of renderMediaOnCloudrun().',
    },
    UpdateRenderProgress: {
      page: '/docs/cloudrun/rendermediaoncloudrun#progress-webhook-and-logs',
      summary: 'Type of the updateRenderProgress callback of renderMediaOnCloudrun().',
    },
    renderStillOnCloudrun: {
      page: '/docs/cloudrun/renderstilloncloudrun',
      summary: 'Renders one frame as PNG, JPEG, WebP or PDF on a Cloud Run service.',
    },
    RenderStillOnCloudrunInput: {
      page: '/docs/cloudrun/renderstilloncloudrun#signature',
      summary: 'Type of the options of renderStillOnCloudrun().',
    },

    // Services
    deployService: {
      page: '/docs/cloudrun/deployservice',
      summary: 'Creates the render service in a region, or returns the existing one of that name.',
    },
    DeployServiceInput: {
      page: '/docs/cloudrun/deployservice#signature',
      summary: 'Type of the options of deployService().',
    },
    DeployServiceOutput: {
      page: '/docs/cloudrun/deployservice#return-value',
      summary: 'Type of the result of deployService().',
    },
    deleteService: {
      page: '/docs/cloudrun/deleteservice',
      summary: 'Deletes a Cloud Run service by name and region.',
    },
    getServices: {
      page: '/docs/cloudrun/getservices',
      summary: 'Lists the Remotion services of a region.',
    },
    getServiceInfo: {
      page: '/docs/cloudrun/getserviceinfo',
      summary: 'Returns memory, CPU, timeout, version and URL of one service.',
    },
    speculateServiceName: {
      page: '/docs/cloudrun/speculateservicename',
      summary: 'Computes the name deployService() gives a service, without calling Google Cloud.',
    },

    // Sites and buckets
    deploySite: {
      page: '/docs/cloudrun/deploysite',
      summary: 'Bundles a Remotion project and uploads it to Cloud Storage; returns the serveUrl.',
    },
    deleteSite: {
      page: '/docs/cloudrun/deletesite',
      summary: 'Deletes a deployed site from its bucket.',
    },
    getSites: {
      page: '/docs/cloudrun/getsites',
      summary: 'Lists deployed sites and Remotion buckets in one or all regions.',
    },
    getOrCreateBucket: {
      page: '/docs/cloudrun/getorcreatebucket',
      summary: 'Returns the Remotion bucket of a region, creating it if there is none.',
    },

    // Regions and permissions
    getRegions: {
      page: '/docs/cloudrun/getregions',
      summary: 'Returns the GCP regions this release supports.',
    },
    GcpRegion: {
      page: '/docs/cloudrun/api#remotioncloudrunregions',
      summary: 'Type: union of the supported GCP region IDs.',
    },
    GCP_REGIONS: {
      page: '/docs/cloudrun/api#remotioncloudrunregions',
      summary: 'Read-only tuple of the supported GCP region IDs (from @remotion/cloudrun/regions).',
    },
    testPermissions: {
      page: '/docs/cloudrun/testpermissions',
      summary: 'Checks that the service account holds every permission the package needs.',
    },

    // @remotion/cloudrun/defaults
    DEFAULT_REGION: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: "Region the CLI falls back to: 'us-east1'.",
    },
    DEFAULT_TIMEOUT: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: 'Default service timeout of deployService(): 300 seconds.',
    },
    DEFAULT_MIN_INSTANCES: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: 'Default minInstances of deployService(): 0.',
    },
    DEFAULT_MAX_INSTANCES: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: 'Default maxInstances of deployService(): 100.',
    },
    DEFAULT_OUTPUT_PRIVACY: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: "Privacy of render output when the CLI gets no --privacy: 'public'.",
    },
    REMOTION_BUCKET_PREFIX: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: "Name prefix of Remotion buckets: 'remotioncloudrun-'.",
    },
    RENDER_SERVICE_PREFIX: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: "First part of every service name: 'remotion'.",
    },
    BINARY_NAME: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: "Command name the CLI prints: 'remotion cloudrun'.",
    },
    getSitesKey: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: 'Returns the bucket folder of a site, sites/<siteId>.',
    },
    inputPropsKey: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: 'Returns an object key for input props; unused by the package in 4.0.370.',
    },
    DEFAULT_MAX_RETRIES: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: 'Constant 1; unused by the package in 4.0.370.',
    },
    Privacy: {
      page: '/docs/cloudrun/api#constants-remotioncloudrundefaults',
      summary: "Type: 'public' | 'private' | 'no-acl', the privacy option of sites and renders.",
    },
  },
  notDocumented: {
    CloudrunInternals:
      'internal: holds executeCommand(), the runner of the `remotion cloudrun` CLI commands, which @remotion/cli calls; not meant for users (its name says so, and the CLI is documented at /docs/cloudrun/cli)',
  },
};

export default cloudrun;
