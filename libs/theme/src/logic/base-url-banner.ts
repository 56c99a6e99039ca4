import { runtimeMessages as messages } from '@sitekit/content-model/messages';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markup for the home page's HTML (outside the app): if the app never starts —
 * the usual symptom of a wrong `baseUrl`, whose scripts and styles 404 — the inline
 * script reveals a banner naming the base URL the page is actually served from.
 * Plain HTML, so no page carries its code in its JavaScript.
 */
export function baseUrlIssueBannerHtml(baseUrl: string): string {
  const script = `window.addEventListener('load',function(){setTimeout(function(){if(document.documentElement.dataset.hydrated)return;var b=document.getElementById('sk-base-url-issue-banner');if(!b)return;var p=location.pathname;document.getElementById('sk-base-url-suggestion').textContent=p.endsWith('/')?p:p+'/';b.hidden=false;},1000)});`;
  return [
    '<div id="sk-base-url-issue-banner" role="alert" hidden style="padding:1rem;background:#fff3cd;color:#5c4400;border-bottom:1px solid #e0c36a;font-family:system-ui,sans-serif">',
    `<p><strong>${escape(messages.baseUrlIssue)}</strong></p>`,
    `<p>This site is configured with the base URL <code>${escape(baseUrl)}</code>. Its scripts and styles could not be loaded from there. Suggested base URL: <code id="sk-base-url-suggestion">${escape(baseUrl)}</code></p>`,
    '</div>',
    `<script>${script}</script>`,
  ].join('');
}
