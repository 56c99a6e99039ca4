import { useEffect, useRef, type CSSProperties } from 'react';
import { AssistantFrame, useHostChannel } from '@sitekit/assistant-bridge/react';
import { useRouter } from '@sitekit/router-core/react';
import { useSiteConfig } from '@sitekit/theme';
import { withBase } from '../urls';

/** Props of `SiteAssistantFrame`. */
export interface SiteAssistantFrameProps {
  className?: string;
  style?: CSSProperties;
  /** The frame asked to be closed (Escape inside it). */
  onClose?(): void;
  /** Moves focus into the assistant whenever this turns true (the side panel opened). */
  focused?: boolean;
}

/** The configured assistant page in a frame, wired to the site: its links navigate client-side, it follows the theme. */
export function SiteAssistantFrame({
  className,
  style,
  onClose,
  focused = false,
}: SiteAssistantFrameProps) {
  const { baseUrl, assistant } = useSiteConfig();
  const router = useRouter();
  const frame = useRef<HTMLIFrameElement>(null);
  const host = useHostChannel(frame, {
    navigate: (path) => void router.navigate(path),
    ...(onClose ? { onClose } : {}),
  });
  useEffect(() => {
    if (!focused) return;
    frame.current?.focus();
    host.focus(); // a frame that is already loaded focuses its input; a loading one does so when it starts
  }, [focused, host]);
  return (
    <AssistantFrame
      ref={frame}
      src={withBase(baseUrl, assistant.frameUrl)}
      className={className}
      style={style}
    />
  );
}
