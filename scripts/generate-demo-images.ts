/**
 * npm run demo-images
 * Draws the template pages' pictures (src/demo/images/): one scene per cause, event, post and
 * project, drawn for its title, and one portrait per team member and testimonial author. Each
 * record names its own picture number, so no list shows a drawing twice. Ours, deterministic.
 * The drawings are in scripts/lib/sample/demo-images/.
 */
import { runMain } from './lib/cli/main.ts';
import { writeDemoImages } from './lib/sample/demo-images/write.ts';

const DEMO_IMAGES_DIR = 'src/demo/images';

runMain(async () => {
  const count = await writeDemoImages(DEMO_IMAGES_DIR);
  console.log(`${count} demo images written to ${DEMO_IMAGES_DIR}/`);
}, 'demo-images');
