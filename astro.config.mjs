// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { resolve } from 'node:path';
import { snapshotMediaPlugin } from './src/build/snapshot-media-plugin.ts';

const snapshotMedia = resolve(process.env.SNAPSHOT_DIR || 'snapshot', 'media');

export default defineConfig({
  // Canonical and Open Graph URLs; set SITE_URL to the public address when deploying.
  site: process.env.SITE_URL || 'https://www.meridianbridge.example',
  output: 'static',
  // The browser tests build into their own folder (package.json test:e2e) so dist/ stays the user's.
  outDir: process.env.SITE_OUT_DIR || 'dist',
  integrations: [react(), sitemap({ filter: (page) => !/\/404\/?$/.test(page) })],
  vite: {
    plugins: [snapshotMediaPlugin(snapshotMedia)],
    server: { fs: { allow: ['.', snapshotMedia] } },
    // No data: URLs: PDFs must be real files (frames, downloads) and the CSP stays simple.
    build: { assetsInlineLimit: 0 },
  },
});
