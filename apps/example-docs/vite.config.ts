import { createVitePlugin } from '@sitekit/builder';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import sitekit from './sitekit.config.js';

export default defineConfig({
  publicDir: 'public',
  plugins: [...createVitePlugin(sitekit), react({ include: /\.(mdx|[jt]sx?)$/ })],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { port: 3001 },
  logLevel: 'warn',
});
