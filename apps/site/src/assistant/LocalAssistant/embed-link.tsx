import type { EmbedHandle } from '@sitekit/assistant-bridge/react';
import { Link } from '@sitekit/router-core/react';
import type { AnswerLink } from './AnswerView';

/**
 * The source links of the embedded assistant: inside a frame a plain click tells the
 * parent (`internal-link-click`), which navigates the site; outside one they are router links.
 */
export function embedLink(channel: EmbedHandle): AnswerLink {
  if (!channel.framed) return Link;
  return function FramedLink({ href, onClick, children, ...rest }) {
    return (
      <a
        href={href}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || event.button !== 0) return;
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          channel.linkClick(new URL(href, location.href).href);
        }}
        {...rest}
      >
        {children}
      </a>
    );
  };
}
