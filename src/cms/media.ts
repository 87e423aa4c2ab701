/** Snapshot media for pages: images as astro:assets metadata, other files as built URLs. */
import type { ImageMetadata } from 'astro';
import { downloadOnly, files, images } from 'virtual:snapshot-media';

/** The image of a media ref, or undefined when the snapshot has no such image file. */
export function imageFor(ref: string | null | undefined): Promise<ImageMetadata | undefined> {
  return ref ? (images[ref]?.() ?? Promise.resolve(undefined)) : Promise.resolve(undefined);
}

/** A non-image media file as published: its URL and its size in bytes (an RSS enclosure needs both; a PDF is rewritten). */
export function builtFile(ref: string | null | undefined): Promise<{ url: string; bytes: number } | undefined> {
  return ref ? (files[ref]?.() ?? Promise.resolve(undefined)) : Promise.resolve(undefined);
}

/** The built URL of a non-image media file (a notice's PDF). */
export async function fileUrl(ref: string | null | undefined): Promise<string | undefined> {
  return (await builtFile(ref))?.url;
}

/** A file that may be shown in a frame on the site: not one offered for download only. */
export const isViewable = (ref: string | null | undefined): boolean => !!ref && !downloadOnly.has(ref);
