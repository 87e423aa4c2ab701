/** The site-wide share card (src/cms/social-card.ts), from the settings' logo, name and title. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageFor } from '../media/media.ts';
import { frameData } from '../routing/index.ts';
import { cardText, socialCard } from '../cms/social-card.ts';
import { snapshotDir } from '../cms/snapshot-dir.ts';
import { MEDIA_DIR } from '../cms/snapshot-files.ts';

export async function GET() {
  const { settings } = (await frameData()).frame;
  // Only a ref the build knows as an image is read: a checked name inside the snapshot's media.
  const logo =
    settings.logo && (await imageFor(settings.logo))
      ? await readFile(join(snapshotDir(), MEDIA_DIR, settings.logo))
      : undefined;
  const png = await socialCard(cardText(settings.site_name, settings.title), logo);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
