import { useCallback, useEffect } from 'react';
import { useHostChannel } from '@sitekit/assistant-bridge/react';
import { useRouter } from '@sitekit/router-core/react';

/** Id of the injected script: it is added once, however often the panel opens. */
export const HOSTED_SCRIPT_ID = 'sk-assistant-script';

/** Adds the hosted assistant's script to `<head>` once, with the vendor's attributes. */
export function injectScript(
  doc: Document,
  src: string,
  attributes: Readonly<Record<string, string>>,
): void {
  if (doc.getElementById(HOSTED_SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = HOSTED_SCRIPT_ID;
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  doc.head.append(script);
}

/**
 * A hosted assistant: its script (loaded on first open, its own floating button hidden
 * through `attributes`) creates the frame; the site speaks the same protocol with any
 * frame served from the script's origin.
 */
export function HostedAssistant({
  src,
  attributes,
}: {
  src: string;
  attributes: Readonly<Record<string, string>>;
}) {
  const router = useRouter();
  const origin = new URL(src, location.href).origin;
  const findFrame = useCallback(
    () =>
      [...document.querySelectorAll('iframe')].find((f) => {
        try {
          return new URL(f.src, location.href).origin === origin;
        } catch {
          return false;
        }
      }) ?? null,
    [origin],
  );
  useHostChannel(findFrame, { origin, navigate: (path) => void router.navigate(path) });
  useEffect(() => injectScript(document, src, attributes), [src, attributes]);
  return <p className="site-ai-panel__note">The assistant opens in its own panel.</p>;
}
