import { useEffect, useState } from 'react';
import { createEmbedChannel, type EmbedChannel } from '../channel/index.js';
import { useLatest } from './use-latest.js';

/** Options of `useEmbedChannel`. */
export interface UseEmbedChannelOptions {
  /** Origins the parent may have. @default [the page's own origin] */
  parentOrigins?: readonly string[];
  /** The parent set the colour mode. */
  onColorMode(theme: 'dark' | 'light'): void;
  /** The parent asked to focus the input. */
  onFocus(): void;
  /** The parent told its host. */
  onHost?(host: string): void;
}

/** What an embedded page can do with its parent. */
export type EmbedHandle = Pick<EmbedChannel, 'framed' | 'linkClick' | 'requestClose'>;

/** Outside a browser (server render) and before the effect runs: not framed, posts go nowhere. */
const detached: EmbedHandle = { framed: false, linkClick: () => {}, requestClose: () => {} };

/** Runs the embedded end of the protocol while the component is mounted; `framed` is false during server render. */
export function useEmbedChannel(options: UseEmbedChannelOptions): EmbedHandle {
  const latest = useLatest(options);
  const originsKey = options.parentOrigins?.join(' ');
  const [handle, setHandle] = useState<EmbedHandle>(detached);
  useEffect(() => {
    const channel = createEmbedChannel({
      window,
      parentOrigins: originsKey ? originsKey.split(' ') : [window.location.origin],
      onColorMode: (theme) => latest.current.onColorMode(theme),
      onFocus: () => latest.current.onFocus(),
      onHost: (host) => latest.current.onHost?.(host),
    });
    setHandle(channel);
    return () => {
      channel.dispose();
      setHandle(detached);
    };
  }, [originsKey, latest]);
  return handle;
}
