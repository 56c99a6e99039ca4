import { SaasApp } from './_parts/SaasApp';
import { templatePreview } from './_parts/ui';

function ReactRouter() {
  return <SaasApp framework="React Router 7" file="app/routes/home.tsx" accent="#e11d48" />;
}

/** React Router: the same kind of app, built with React Router 7. */
export default templatePreview(ReactRouter, 6, 122);
