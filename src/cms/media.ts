/** Snapshot media for pages: images as astro:assets metadata, other files as built URLs. */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageMetadata } from 'astro';
import { downloadOnly, files, images } from 'virtual:snapshot-media';
import { snapshotDir } from './snapshot-dir.ts';
import { MEDIA_DIR } from './snapshot-files.ts';

/** The image of a media ref, or undefined when the snapshot has no such image file. */
export function imageFor(ref: string | null | undefined): Promise<ImageMetadata | undefined> {
  return ref ? (images[ref]?.() ?? Promise.resolve(undefined)) : Promise.resolve(undefined);
}

/** The built URL of a non-image media file (a notice's PDF). */
export function fileUrl(ref: string | null | undefined): Promise<string | undefined> {
  return ref ? (files[ref]?.() ?? Promise.resolve(undefined)) : Promise.resolve(undefined);
}

/** A file that may be shown in a frame on the site: not one offered for download only. */
export const isViewable = (ref: string | null | undefined): boolean => !!ref && !downloadOnly.has(ref);

/** A non-image media file as built: its URL and its size in bytes (an RSS enclosure needs both). */
export async function builtFile(ref: string | null | undefined): Promise<{ url: string; bytes: number } | undefined> {
  const url = await fileUrl(ref);
  if (!url || !ref) return undefined;
  const { size } = await stat(join(snapshotDir(), MEDIA_DIR, ref));
  return { url, bytes: size };
}
