// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  // Canonical and Open Graph URLs; set SITE_URL to the public address when deploying.
  site: process.env.SITE_URL || 'https://www.meridianbridge.example',
  output: 'static',
  integrations: [react()],
});
