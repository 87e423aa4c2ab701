// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCRIPT_SOURCES, cspDirectives } from './src/integrations/csp.ts';
import { builtAssetsPlugin } from './src/integrations/built-assets.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { CLIENT_CHUNK_GROUPS } from './src/integrations/client-chunks.ts';
import { buildFromProject } from './src/integrations/build-cwd.ts';
import { FONTS } from './src/integrations/fonts.ts';
import { headersIntegration } from './src/integrations/headers-integration.ts';
import { timedHooks } from './src/integrations/hook-timings.ts';
import { IMAGE_PIXEL_BUDGET } from './src/integrations/image-check.ts';
import { listedPagesIntegration } from './src/integrations/listed-pages.ts';
import { searchIntegration } from './src/integrations/search-integration.ts';
import { snapshotMediaIntegration } from './src/integrations/snapshot-media-plugin.ts';
import { snapshotDir } from './src/cms/snapshot-dir.ts';
import { MEDIA_DIR } from './src/cms/snapshot-files.ts';
import { templatePagesIntegration } from './src/integrations/template-pages.ts';
import { buildSettings, snapshotFacts } from './src/site-config.ts';

// Before anything reads a path: Astro's prerender bundle must be able to find node_modules.
buildFromProject(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, ''));

const settings = buildSettings();
const snapshot = await snapshotFacts();

// The sitemap lists the pages a visitor can reach (src/integrations/listed-pages.ts), found before it is written.
const listed = listedPagesIntegration();

const snapshotMedia = join(snapshotDir(), MEDIA_DIR);
const media = snapshotMediaIntegration(snapshotMedia);

export default defineConfig({
  // Canonical and Open Graph URLs, sitemap, robots.txt and feed: SITE_URL, Netlify's URL, the
  // general settings' site address, the sample's domain for the sample (README "Configuration").
  site: snapshot.site,
  output: 'static',
  // Every page is a folder's index.html, which Netlify serves at its path with a trailing slash
  // and redirects to from the path without one: the site links, canonicalises and lists that
  // one spelling (src/cms/navigation.ts hrefOf).
  trailingSlash: 'always',
  // Four pages at a time: one at a time, the build waits on each page's file writes (its
  // folder, its HTML, its incremental-cache copy) with the CPU idle more than half the time.
  // The output is byte-identical; the times are in docs/performance.md.
  build: { concurrency: 4 },
  // The browser tests build into their own folder (package.json test:e2e) so dist/ stays the user's.
  outDir: settings.outDir,
  // The benchmark keeps its image and content cache apart from the project's.
  ...(settings.cacheDir ? { cacheDir: settings.cacheDir } : {}),
  // Pages whose cacheKey (src/cms/cache-keys.ts) and code are unchanged are copied from the
  // previous build (kept in cacheDir) instead of rendered again.
  experimental: { incrementalBuild: true },
  // Self-hosted from the @fontsource packages (src/integrations/fonts.ts): no request to another host.
  // Astro writes metric-matched fallbacks, so swapping in the web font moves nothing on the page.
  fonts: FONTS,
  // Variants by sharp, never an original in their place (src/integrations/image-service.ts), from at most the pixel budget.
  image: {
    service: {
      entrypoint: './src/integrations/image-service.ts',
      config: { limitInputPixels: IMAGE_PIXEL_BUDGET },
    },
  },
  // Each hook's time goes in the build log (src/integrations/hook-timings.ts).
  integrations: [
    react(),
    clientDirectives(),
    // SPEC's demo pages: the template's sample builds them, a company site only when asked.
    templatePagesIntegration(snapshot.template),
    media,
    listed.integration,
    // A notice's and a circular's page carry their date as lastmod.
    sitemap({
      filter: listed.isListed,
      serialize: (item) => {
        const lastmod = listed.lastmodOf(item.url);
        return lastmod ? { ...item, lastmod } : item;
      },
    }),
    headersIntegration(settings.contactFormAction, media.downloadOnly),
    searchIntegration(),
  ].map(timedHooks),
  // Every page gets a <meta> CSP: hashes of Astro's own scripts and styles, and the rest from src/integrations/csp.ts.
  security: {
    csp: {
      directives: [...cspDirectives(settings.contactFormAction)],
      scriptDirective: { resources: [...SCRIPT_SOURCES] },
    },
  },
  vite: {
    // Every page's incremental-build key includes the names of the built scripts and styles.
    plugins: [builtAssetsPlugin()],
    server: { fs: { allow: ['.', snapshotMedia] } },
    // No data: URLs: PDFs must be real files (frames, downloads) and the CSP stays simple.
    build: { assetsInlineLimit: 0 },
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { groups: CLIENT_CHUNK_GROUPS } } } },
      },
    },
  },
});
