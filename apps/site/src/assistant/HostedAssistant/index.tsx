import { useCallback, useEffect } from 'react';
import { useHostChannel } from '@sitekit/assistant-bridge/react';
import { useRouter } from '@sitekit/router-core/react';
import { markBridgeReady } from './bridge-ready';

const framedFrom = (frame: HTMLIFrameElement, origin: string) => {
  try {
    return new URL(frame.src, location.href).origin === origin;
  } catch {
    return false;
  }
};

/**
 * The site's end of the bridge with a hosted assistant. Its script (in the page head) creates
 * the frame whenever its panel first opens, by the Ask AI button or by its own shortcut, so
 * the channel looks up the frame from the script's origin on every message: its link clicks
 * navigate client-side, and it is told the host and the colour mode. Renders nothing.
 */
export function HostedAssistant({ scriptUrl }: { scriptUrl: string }) {
  const router = useRouter();
  const origin = new URL(scriptUrl, location.href).origin;
  const findFrame = useCallback(
    () => [...document.querySelectorAll('iframe')].find((f) => framedFrom(f, origin)) ?? null,
    [origin],
  );
  useHostChannel(findFrame, { origin, navigate: (path) => void router.navigate(path) });
  // After the channel's own effect: it listens by now.
  useEffect(() => markBridgeReady(), []);
  return null;
}
