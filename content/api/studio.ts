import type { ApiPackageDocs } from './types';

/**
 * `@remotion/studio` (4.0.357): functions for code running in the Remotion Studio. Besides the
 * main entry, the package has the subpath entries `internals` and `renderEntry` (used by the CLI,
 * the bundler and the renderer) and `previewEntry` (a side-effect script without exports).
 */
const studio: ApiPackageDocs = {
  package: '@remotion/studio',
  entries: [
    '@remotion/studio',
    '@remotion/studio/internals',
    '@remotion/studio/renderEntry',
    '@remotion/studio/previewEntry',
  ],
  overview: '/docs/studio/api',
  documented: {
    // Files in public/
    getStaticFiles: {
      page: '/docs/studio/get-static-files',
      summary: 'Lists the files in public/ with their URL, size and modification time.',
    },
    StaticFile: {
      page: '/docs/studio/get-static-files#return-value',
      summary: 'Type of one file of public/: name, src, sizeInBytes, lastModified.',
    },
    watchPublicFolder: {
      page: '/docs/studio/watch-public-folder',
      summary: 'Calls back with the new file list whenever public/ changes while the Studio runs.',
    },
    watchStaticFile: {
      page: '/docs/studio/watch-static-file',
      summary:
        'Calls back when one file in public/ is added, modified or deleted while the Studio runs.',
    },
    writeStaticFile: {
      page: '/docs/studio/write-static-file',
      summary: 'Writes a text or binary file into public/ through the Studio server.',
    },
    deleteStaticFile: {
      page: '/docs/studio/delete-static-file',
      summary:
        'Deletes a file from public/ through the Studio server and reports whether it existed.',
    },
    DeleteStaticFileResponse: {
      page: '/docs/studio/delete-static-file#return-value',
      summary: 'What deleteStaticFile() resolves with: { success, existed }.',
    },
    // Default props
    updateDefaultProps: {
      page: '/docs/studio/update-default-props',
      summary: "Changes a composition's default props in the Studio as an unsaved edit.",
    },
    saveDefaultProps: {
      page: '/docs/studio/save-default-props',
      summary: "Writes new default props for a composition into the project's root file.",
    },
    UpdateDefaultPropsFunction: {
      page: '/docs/studio/update-default-props#updatedefaultpropsfunction',
      summary:
        'Type of the function that computes new default props from { schema, savedDefaultProps, unsavedDefaultProps }.',
    },
    focusDefaultPropsPath: {
      page: '/docs/studio/focus-default-props-path',
      summary: "Scrolls the Studio's Props panel to the field of a prop and highlights it.",
    },
    reevaluateComposition: {
      page: '/docs/studio/reevaluate-composition',
      summary: 'Runs calculateMetadata() of the composition open in the Studio again.',
    },
    // Playback and navigation
    play: {
      page: '/docs/studio/play',
      summary: 'Starts playback in the Studio.',
    },
    pause: {
      page: '/docs/studio/pause',
      summary: 'Pauses playback in the Studio on the current frame.',
    },
    toggle: {
      page: '/docs/studio/toggle',
      summary: 'Plays if paused, pauses if playing, in the Studio.',
    },
    seek: {
      page: '/docs/studio/seek',
      summary: "Moves the Studio's playhead to a frame.",
    },
    goToComposition: {
      page: '/docs/studio/go-to-composition',
      summary: 'Opens another composition in the Studio.',
    },
    // Visual editing and the server
    visualControl: {
      page: '/docs/studio/visual-control',
      summary:
        "Makes a value in code editable in the Studio's Controls panel and savable back into the file.",
    },
    restartStudio: {
      page: '/docs/studio/restart-studio',
      summary: 'Restarts the Studio server, which recompiles the project.',
    },
  },
  notDocumented: {
    StudioInternals:
      'internal: createComposition()/createStill() helpers on the main entry; on @remotion/studio/internals, the <Studio> component the CLI and bundles mount. Not for user code; mentioned on /docs/studio/api#internals.',
    '@remotion/studio/renderEntry:setBundleModeAndUpdate':
      'internal: switches a loaded bundle between its index, evaluation and composition modes; called by @remotion/renderer. Mentioned on /docs/studio/api#internals.',
  },
};

export default studio;
