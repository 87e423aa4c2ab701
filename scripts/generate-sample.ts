/**
 * npm run sample [-- --out DIR] [--style both|tables]
 * Writes the committed sample snapshot (data, drawn images, PDFs): the group entered in both
 * styles of the back office, or with `--style tables` the same group entered in its content
 * tables only, as a 2026 installation is (no menus, no slides). Deterministic: running it again
 * on the same machine reproduces the same bytes.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_SNAPSHOT_DIR } from '../src/cms/snapshot-dir.ts';
import { runMain, UsageError } from './lib/cli/main.ts';
import { writeSample } from './lib/sample/write-sample.ts';

runMain(async () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: DEFAULT_SNAPSHOT_DIR },
      style: { type: 'string', default: 'both' },
    },
  });
  if (values.style !== 'both' && values.style !== 'tables')
    throw new UsageError(`--style must be both or tables, not "${values.style}"`);
  const count = await writeSample(values.out, values.style);
  console.log(`sample snapshot written to ${values.out}/ (${count} media files)`);
}, 'sample');
