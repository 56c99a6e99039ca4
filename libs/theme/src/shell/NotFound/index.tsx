import { SmartLink } from '../SmartLink/index.js';

/** The page shown for any path no route matches. */
export function NotFound() {
  return (
    <div className="sk-container sk-not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        If a link brought you here, the page may have moved. Try the{' '}
        <SmartLink href="/docs">documentation</SmartLink>, the{' '}
        <SmartLink href="/search">search</SmartLink> or the{' '}
        <SmartLink href="/">home page</SmartLink>.
      </p>
    </div>
  );
}
