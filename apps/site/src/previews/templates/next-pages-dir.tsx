import { SaasApp } from './_parts/SaasApp';
import { templatePreview } from './_parts/ui';

function NextPagesDir() {
  return <SaasApp framework="Next.js · Pages Router" file="pages/index.tsx" accent="#334155" />;
}

/** Next.js (Pages dir): the same app, built on the Pages Router. */
export default templatePreview(NextPagesDir, 6, 122);
