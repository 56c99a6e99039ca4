import { messages } from '@sitekit/content-model/messages';
import { useSiteConfig } from '../../logic/site-data.js';

const BANNER_ID = 'sk-base-url-issue-banner';

/**
 * Rendered into the home page's HTML only. If the app's assets never load (the
 * usual symptom of a wrong baseUrl), the inline script reveals a banner naming
 * the base URL the page is actually served from.
 */
export function BaseUrlIssueBanner() {
  const { baseUrl } = useSiteConfig();
  const script = `window.addEventListener('load',function(){setTimeout(function(){if(document.documentElement.dataset.hydrated)return;var b=document.getElementById(${JSON.stringify(BANNER_ID)});if(!b)return;var p=location.pathname;var s=p.endsWith('/')?p:p+'/';document.getElementById("sk-base-url-suggestion").textContent=s;b.hidden=false;},1000)});`;
  return (
    <>
      <div
        id={BANNER_ID}
        className="sk-base-url-banner"
        role="alert"
        hidden
        suppressHydrationWarning
      >
        <p>
          <strong>{messages.baseUrlIssue}</strong>
        </p>
        <p>
          This site is configured with the base URL <code>{baseUrl}</code>. Its scripts and styles
          could not be loaded from there. Suggested base URL:{' '}
          <code id="sk-base-url-suggestion">{baseUrl}</code>
        </p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
