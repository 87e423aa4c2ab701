/**
 * npm run archive [-- --dist DIR --out DIR]
 * Writes site-archive-<date>.tar.gz: the built site as plain files that browse from disk.
 */
import { parseArgs } from 'node:util';
import { archiveSite } from './lib/built-site/archive.ts';
import { runMain } from './lib/cli/main.ts';

runMain(async () => {
  const { values } = parseArgs({
    options: { dist: { type: 'string', default: 'dist' }, out: { type: 'string', default: '.' } },
  });
  const result = await archiveSite(values.dist, values.out, {
    onWarning: (message) => console.warn(`warning: ${message}`),
  });
  console.log(
    `${result.file}: ${result.files} files, ${(result.bytes / 1024 / 1024).toFixed(1)} MiB (manifest: archive-manifest.json inside)`,
  );
}, 'archive');
