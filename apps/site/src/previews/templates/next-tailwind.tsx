import { SaasApp } from './_parts/SaasApp';
import { templatePreview } from './_parts/ui';

function NextTailwind() {
  return (
    <SaasApp framework="Next.js + Tailwind CSS" file="app/page.tsx" accent="#0ea5e9" tailwind />
  );
}

/** Next.js (App dir + Tailwind CSS): the same app, styled with utility classes. */
export default templatePreview(NextTailwind, 6, 122);
