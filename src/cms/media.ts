/** Snapshot media for pages: images as astro:assets metadata, other files as built URLs. */
import type { ImageMetadata } from 'astro';
import { files, images } from 'virtual:snapshot-media';

/** The image of a media ref, or undefined when the snapshot has no such image file. */
export function imageFor(ref: string | null | undefined): Promise<ImageMetadata | undefined> {
  return ref ? (images[ref]?.() ?? Promise.resolve(undefined)) : Promise.resolve(undefined);
}

/** The built URL of a non-image media file (a notice's PDF). */
export function fileUrl(ref: string | null | undefined): Promise<string | undefined> {
  return ref ? (files[ref]?.() ?? Promise.resolve(undefined)) : Promise.resolve(undefined);
}
