import { SmartLink } from '@sitekit/theme';

/** The page for any URL no route matches (served with status 404). */
export default function NotFound() {
  return (
    <div className="sk-container tp-not-found">
      <h1>Page not found</h1>
      <p>This page drifted out with the tide. It may have moved, or never existed.</p>
      <p>
        Try the <SmartLink href="/docs">introduction</SmartLink>, search the docs, or go back to the{' '}
        <SmartLink href="/">home page</SmartLink>.
      </p>
    </div>
  );
}
