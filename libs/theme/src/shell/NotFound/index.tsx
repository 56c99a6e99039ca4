import { useSiteConfig } from '../../logic/site-data.js';
import { SmartLink } from '../SmartLink/index.js';

/** The page shown for any path no route matches. */
export function NotFound() {
  const { docs } = useSiteConfig();
  return (
    <div className="sk-container sk-not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        If a link brought you here, the page may have moved. Try the{' '}
        {docs && (
          <>
            <SmartLink href={docs.path}>documentation</SmartLink> or the{' '}
          </>
        )}
        <SmartLink href="/">home page</SmartLink>.
      </p>
    </div>
  );
}
