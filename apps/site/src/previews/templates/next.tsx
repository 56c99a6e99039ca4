import { SaasApp } from './_parts/SaasApp';
import { templatePreview } from './_parts/ui';

function NextAppDir() {
  return <SaasApp framework="Next.js · App Router" file="app/page.tsx" accent="#0f172a" />;
}

/** Next.js (App dir): an app that previews a video in the Player and renders it on Lambda. */
export default templatePreview(NextAppDir, 6, 122);
