/**
 * npm run weight [-- --dist DIR] [PAGE ...]
 * Prints the HTML, JavaScript and font bytes each page makes a browser load.
 */
import { parseArgs } from 'node:util';
import { printTable, runMain } from './lib/cli/main.ts';
import { createWeigher } from './lib/built-site/page-weight.ts';

const DEFAULT_PAGES = [
  'index.html',
  'gallery/15/index.html',
  'contact/index.html',
  'notice/index.html',
  'our team/index.html',
  'message/5/index.html',
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

runMain(async () => {
  const { values, positionals } = parseArgs({
    options: { dist: { type: 'string', default: 'dist' } },
    allowPositionals: true,
  });
  const pageWeight = createWeigher(values.dist);
  const rows = [
    ['page', 'HTML gzip', 'JS gzip (with page)', 'JS gzip (on demand)', 'JS files', 'fonts'],
  ];
  for (const page of positionals.length > 0 ? positionals : DEFAULT_PAGES) {
    const weight = await pageWeight(page);
    rows.push([
      page,
      kb(weight.html.gzip),
      kb(weight.js.gzip),
      kb(weight.lazyJs.gzip),
      String(weight.js.files.length),
      kb(weight.fonts.bytes),
    ]);
  }
  printTable(rows);
}, 'weight');
