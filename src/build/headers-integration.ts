/**
 * Writes the publish folder's `_headers` once the pages are built (src/build/security-headers.ts),
 * with every hash the pages' CSPs declare.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { collectDeclaredHashes, headersFileText, securityHeaders } from './security-headers.ts';

export function headersIntegration(contactFormAction: string | undefined): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = { scripts: new Set<string>(), styles: new Set<string>() };
        const pages = (await readdir(root, { recursive: true, withFileTypes: true })).filter(
          (entry) => entry.isFile() && entry.name.endsWith('.html'),
        );
        for (const page of pages) collectDeclaredHashes(await readFile(join(page.parentPath, page.name), 'utf8'), hashes);
        await writeFile(join(root, '_headers'), headersFileText(securityHeaders(contactFormAction, hashes)));
        logger.info(`_headers written: ${hashes.scripts.size} script and ${hashes.styles.size} style hashes from ${pages.length} pages`);
      },
    },
  };
}
