import { createVitePlugin } from '@sitekit/builder';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import siteConfig from './site.config.js';
import sitekit from './sitekit.config.js';
import { cloudFacts } from './vite/cloud-facts/index.js';

const conditions = ['@sitekit/source'];
const shellModules =
  /node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]|libs[\\/](router-core|content-model)[\\/]src[\\/]|libs[\\/]theme[\\/]src[\\/](logic|slots|ThemeProvider|route-module|shell[\\/](SmartLink|Layout|Navbar|Footer|ErrorBoundary|PageRenderer|AssistantPanel|AnnouncementBar|ColorModeToggle))|\.generated[\\/]site-data/;

// The answer model's key, when the config names its environment variable: read at build time
// and visible to every reader (a key restricted to this site, or none behind a proxy).
const keyEnv = siteConfig.assistant?.model?.apiKeyEnv;
const assistantKey = keyEnv ? (process.env[keyEnv] ?? '') : '';

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: 'public',
  define: { 'import.meta.env.SITEKIT_ASSISTANT_KEY': JSON.stringify(assistantKey) },
  plugins: [...createVitePlugin(sitekit), cloudFacts(), react({ include: /\.(mdx|[jt]sx?)$/ })],
  resolve: {
    conditions: [...conditions, 'module', 'browser', 'development|production'],
    // remotion too: @remotion/noise 4.0.361 brings its own remotion 4.0.361, and two copies on one
    // page make remotion throw ("Multiple versions of Remotion detected").
    dedupe: ['react', 'react-dom', 'remotion'],
  },
  ssr: {
    resolve: {
      conditions: [...conditions, 'module', 'node', 'development|production'],
      externalConditions: conditions,
    },
  },
  build: isSsrBuild
    ? {}
    : {
        chunkSizeWarningLimit: 1024,
        rolldownOptions: {
          output: {
            // What every page runs (React, the router, the shell's core) goes in one chunk
            // rather than many tiny shared ones: fewer requests, better compression.
            codeSplitting: { groups: [{ name: 'shell', test: shellModules }] },
          },
        },
      },
  server: { port: 3000 },
  logLevel: 'warn',
}));
