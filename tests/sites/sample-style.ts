import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** `npm run sample -- --style STYLE --out DIR`, as an editor's machine runs it. */
export async function sampleInStyle(dir: string, style: 'both' | 'tables') {
  await promisify(execFile)(process.execPath, [
    'scripts/generate-sample.ts',
    '--style',
    style,
    '--out',
    dir,
  ]);
  return { dir };
}
