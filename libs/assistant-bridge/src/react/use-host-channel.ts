import { useEffect, useMemo, useState, type RefObject } from 'react';
import { createHostChannel, type HostChannel } from '../channel/index.js';
import { useLatest } from './use-latest.js';

/** Options of `useHostChannel`. */
export interface UseHostChannelOptions {
  /** Origin of the frame's page. @default the frame `src`'s origin, resolved against the page */
  origin?: string;
  /** Client-side navigation to a site path. */
  navigate(path: string): void;
  /** Opens an external URL. @default `window.open(url, '_blank', 'noopener,noreferrer')` */
  openExternal?(url: string): void;
  /** The frame asked to close. */
  onClose?(): void;
}

/** The assistant frame: a ref to the `<iframe>`, or a stable getter (for frames a vendor script creates). */
export type FrameSource = RefObject<HTMLIFrameElement | null> | (() => HTMLIFrameElement | null);

/** What a host can ask of its frame. */
export type HostHandle = Pick<HostChannel, 'focus'>;

const frameOf = (source: FrameSource) => (typeof source === 'function' ? source() : source.current);

/** Runs the host end of the protocol for an assistant frame while the component is mounted; the handle is stable per channel. */
export function useHostChannel(frame: FrameSource, options: UseHostChannelOptions): HostHandle {
  const latest = useLatest(options);
  const { origin } = options;
  const [channel, setChannel] = useState<HostChannel | null>(null);
  useEffect(() => {
    const src = frameOf(frame)?.src;
    const live = createHostChannel({
      window,
      getFrameWindow: () => frameOf(frame)?.contentWindow ?? null,
      origin: origin ?? new URL(src || location.href, location.href).origin,
      root: document.documentElement,
      navigate: (path) => latest.current.navigate(path),
      openExternal: (url) =>
        latest.current.openExternal
          ? latest.current.openExternal(url)
          : void window.open(url, '_blank', 'noopener,noreferrer'),
      onClose: () => latest.current.onClose?.(),
    });
    setChannel(live);
    return () => {
      live.dispose();
      setChannel(null);
    };
  }, [frame, origin, latest]);
  return useMemo(() => ({ focus: () => channel?.focus() }), [channel]);
}
