import type { ApiPackageDocs } from './types';

/** `@remotion/player` (4.0.357): plays Remotion videos inside a React app. */
const player: ApiPackageDocs = {
  package: '@remotion/player',
  overview: '/docs/player',
  documented: {
    Player: {
      page: '/docs/player/player',
      summary:
        'Component that plays a Remotion video component in the browser, with optional controls.',
    },
    Thumbnail: {
      page: '/docs/player/thumbnail',
      summary: 'Component that shows one frame of a Remotion video component, without playback.',
    },
    PlayerProps: {
      page: '/docs/player/player#types',
      summary: 'Type of all props of <Player>, generic over a Zod schema and the component props.',
    },
    PlayerPropsWithoutZod: {
      page: '/docs/player/player#types',
      summary: 'Type of the props of <Player> without a schema type parameter.',
    },
    PlayerRef: {
      page: '/docs/player/player#ref-methods',
      summary:
        'Type of the <Player> ref: playback, volume, fullscreen methods and event listeners.',
    },
    PlayerMethods: {
      page: '/docs/player/player#ref-methods',
      summary: 'Type of the methods of the <Player> ref, without the event listener methods.',
    },
    EventTypes: {
      page: '/docs/player/player#events',
      summary: "Union of the Player's event names: 'play', 'pause', 'seeked', 'frameupdate', …",
    },
    CallbackListener: {
      page: '/docs/player/player#events',
      summary: 'Type of a listener for one Player event, receiving { detail }.',
    },
    ErrorFallback: {
      page: '/docs/player/player#appearance',
      summary: 'Type of the errorFallback prop: renders in place of a video that threw.',
    },
    RenderLoading: {
      page: '/docs/player/player#appearance',
      summary:
        'Type of the renderLoading prop: receives the size and whether the Player is buffering.',
    },
    RenderPoster: {
      page: '/docs/player/player#appearance',
      summary: 'Type of the renderPoster prop; same signature as RenderLoading.',
    },
    RenderPlayPauseButton: {
      page: '/docs/player/player#custom-control-elements',
      summary: 'Type of the renderPlayPauseButton prop: content of the play/pause button.',
    },
    RenderFullscreenButton: {
      page: '/docs/player/player#custom-control-elements',
      summary: 'Type of the renderFullscreenButton prop: content of the fullscreen button.',
    },
    RenderMuteButton: {
      page: '/docs/player/player#custom-control-elements',
      summary: 'Type of the renderMuteButton prop: replaces the mute button.',
    },
    RenderVolumeSlider: {
      page: '/docs/player/player#custom-control-elements',
      summary: 'Type of the renderVolumeSlider prop: replaces the volume slider.',
    },
    ThumbnailProps: {
      page: '/docs/player/thumbnail#props',
      summary:
        'Type of all props of <Thumbnail>, generic over a Zod schema and the component props.',
    },
    ThumbnailPropsWithoutZod: {
      page: '/docs/player/thumbnail#props',
      summary: 'Type of the props of <Thumbnail> without a schema type parameter.',
    },
    ThumbnailRef: {
      page: '/docs/player/thumbnail#ref',
      summary: 'Type of the <Thumbnail> ref: getContainerNode(), getScale() and event listeners.',
    },
    ThumbnailMethods: {
      page: '/docs/player/thumbnail#ref',
      summary: 'Type of the methods of the <Thumbnail> ref: getContainerNode() and getScale().',
    },
  },
  notDocumented: {
    PlayerInternals:
      'internal: hooks and contexts shared with the Remotion Studio (usePlayer, usePlayback, emitters); not a stable public API',
    Size: 'internal: type of the element measurement returned by PlayerInternals.useElementSize(); no public API takes or returns it',
  },
};

export default player;
