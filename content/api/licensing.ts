import type { ApiPackageDocs } from './types.js';

const register = '/docs/licensing/register-usage-point';
const usage = '/docs/licensing/get-usage';

const docs: ApiPackageDocs = {
  package: '@remotion/licensing',
  overview: '/docs/licensing',
  documented: {
    registerUsageEvent: {
      page: register,
      summary:
        'Reports one cloud render or WebCodecs conversion to Remotion.pro with a public key.',
    },
    RegisterUsageEventResponse: {
      page: `${register}#return-value`,
      summary:
        'Result of registerUsageEvent(): whether the event is billable and its classification.',
    },
    Classification: {
      page: `${register}#return-value`,
      summary: "How the server classified an event: 'billable', 'development' or 'failed'.",
    },
    getUsage: {
      page: usage,
      summary: 'Reads the usage counts of a license from Remotion.pro with a secret key.',
    },
    GetUsageResponse: {
      page: `${usage}#return-value`,
      summary: 'Result of getUsage(): counts for cloud renders and WebCodecs conversions.',
    },
    EventCount: {
      page: `${usage}#return-value`,
      summary: 'Billable, development and failed counts of one event type.',
    },
  },
};

export default docs;
