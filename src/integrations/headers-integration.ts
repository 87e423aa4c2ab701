/**
 * Writes the publish folder's `_headers` once the pages are built (src/integrations/security-headers.ts),
 * with every hash the pages' CSPs declare.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import pLimit from 'p-limit';
import { builtPages, pageHead } from './built-pages.ts';
import { collectDeclaredHashes, headersFileText, securityHeaders } from './security-headers.ts';

/** @param downloadOnly the built paths of files served as attachments (snapshot-media-plugin.ts). */
export function headersIntegration(
  contactFormAction: string | undefined,
  downloadOnly: () => readonly string[] = () => [],
): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = { scripts: new Set<string>(), styles: new Set<string>() };
        const pages = await builtPages(root);
        const read = pLimit(16);
        // The CSP <meta> is in each page's head.
        await Promise.all(
          pages.map((page) =>
            read(async () => collectDeclaredHashes(await pageHead(page), hashes)),
          ),
        );
        await writeFile(
          join(root, '_headers'),
          headersFileText(securityHeaders(contactFormAction, hashes, downloadOnly())),
        );
        logger.info(
          `_headers written: ${hashes.scripts.size} script and ${hashes.styles.size} style hashes from ${pages.length} pages`,
        );
      },
    },
  };
}
