/** Draws the demo pages' pictures into their folder, and removes the ones no record names any more. */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { drawArt } from '../../../../packages/sample-art/images.ts';
import { demoImageSpecs } from './specs.ts';

/** Returns how many pictures were written. */
export async function writeDemoImages(dir: string): Promise<number> {
  const specs = demoImageSpecs();
  const refs = specs.map((spec) => spec.ref);
  const twice = refs.find((ref, index) => refs.indexOf(ref) !== index);
  if (twice) throw new Error(`two records share ${twice}: give each its own picture number`);
  // Pictures no record uses any more go, so the glob in src/demo/images.ts sees only these.
  for (const old of await readdir(dir))
    if (old.endsWith('.jpg') && !refs.includes(old)) await rm(join(dir, old));
  for (const spec of specs) await writeFile(join(dir, spec.ref), await drawArt(spec));
  return specs.length;
}
