/**
 * npm run demo-images
 * Draws the template pages' pictures (src/demo/images/): scenes for causes, events, projects
 * and posts, portraits for the team and testimonials. Ours, deterministic, small.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runMain } from './lib/cli.ts';
import { drawArt, type ArtSpec } from './lib/sample/images.ts';

export const DEMO_IMAGES_DIR = 'src/demo/images';
/** Campaigns, events and posts are about placements, travel and training: no two in a row alike. */
const SUBJECTS = ['harbour', 'training', 'skyline', 'meeting', 'flight', 'landscape'] as const;

const specs: ArtSpec[] = [
  ...Array.from({ length: 12 }, (_, index): ArtSpec => ({
    ref: `scene-${String(index + 1).padStart(2, '0')}.jpg`,
    kind: SUBJECTS[index % SUBJECTS.length]!,
    width: 900,
    height: 600,
    seed: 300 + index,
    hue: (index * 31 + 10) % 360,
  })),
  ...Array.from({ length: 6 }, (_, index): ArtSpec => ({
    ref: `person-${index + 1}.jpg`,
    kind: 'portrait',
    width: 480,
    height: 480,
    seed: 400 + index,
    hue: (index * 57 + 30) % 360,
  })),
];

runMain(async () => {
  for (const spec of specs) await writeFile(join(DEMO_IMAGES_DIR, spec.ref), await drawArt(spec));
  console.log(`${specs.length} demo images written to ${DEMO_IMAGES_DIR}/`);
}, 'demo-images');
