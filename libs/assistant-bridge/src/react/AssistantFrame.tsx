import type { IframeHTMLAttributes, Ref } from 'react';

/** Props of `AssistantFrame`. */
export interface AssistantFrameProps
  extends Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'title'> {
  /** URL of the assistant page. */
  src: string;
  /** Accessible name of the frame. @default 'Ask AI' */
  title?: string;
  /** The `<iframe>` element: `useHostChannel` talks to its window. */
  ref?: Ref<HTMLIFrameElement>;
}

/** The assistant's `<iframe>`: titled, lazily loaded, allowed to copy answers to the clipboard. */
export function AssistantFrame({
  src,
  title = 'Ask AI',
  ref,
  style,
  ...rest
}: AssistantFrameProps) {
  return (
    <iframe
      ref={ref}
      src={src}
      title={title}
      loading="lazy"
      allow="clipboard-read; clipboard-write"
      style={{ display: 'block', width: '100%', border: 0, ...style }}
      {...rest}
    />
  );
}
