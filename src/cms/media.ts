/** Snapshot media for pages: images as astro:assets metadata, other files as built URLs. */
import { stat } from 'node:fs/promises';
import mimeTypes from 'mime-types';
import { join } from 'node:path';
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { files, images } from 'virtual:snapshot-media';
import { fileKind, type FileKind } from './notices.ts';
import { snapshotDir } from './snapshot-dir.ts';
import { MEDIA_DIR } from './snapshot-files.ts';

/** The image of a media ref, or undefined when the snapshot has no such image file. */
export function imageFor(ref: string | null | undefined): Promise<ImageMetadata | undefined> {
  return ref ? (images[ref]?.() ?? Promise.resolve(undefined)) : Promise.resolve(undefined);
}

/** The built URL of a non-image media file (a notice's PDF or document, an .ico favicon). */
export function fileUrl(ref: string | null | undefined): Promise<string | undefined> {
  return ref ? (files[ref]?.() ?? Promise.resolve(undefined)) : Promise.resolve(undefined);
}

/** A notice's file as built: its URL, size in bytes and media type (an RSS enclosure needs all three). */
export async function builtFile(ref: string | null | undefined): Promise<{ url: string; bytes: number; type: string } | undefined> {
  const file = ref ? await noticeFile(ref) : undefined;
  if (!file || !ref) return undefined;
  // A picture's full-size variant is made after the pages, so its upload's size stands in for it.
  const { size } = await stat(join(snapshotDir(), MEDIA_DIR, ref));
  return { url: file.url, bytes: size, type: mimeTypes.lookup(file.url) || 'application/octet-stream' };
}

/** A notice's file as the site offers it (src/cms/notices.ts `fileKind`). */
export interface NoticeFile {
  kind: FileKind;
  /** What a visitor downloads: the PDF or document, or the picture at its full size. */
  url: string;
  /** What the file is, for a link's label: `PDF`, `JPEG image`, `Word document`. */
  type: string;
  /** The image itself, for the viewer to show (optimised). */
  image?: ImageMetadata;
}

const TYPE_NAMES: Record<string, string> = {
  pdf: 'PDF',
  doc: 'Word document',
  docx: 'Word document',
  odt: 'text document',
  xls: 'Excel spreadsheet',
  xlsx: 'Excel spreadsheet',
  ods: 'spreadsheet',
  ppt: 'PowerPoint presentation',
  pptx: 'PowerPoint presentation',
  odp: 'presentation',
};

/**
 * The file of a notice or job circular, or undefined when it has none the build could publish.
 * A picture is offered at its full size, re-encoded like every image the site publishes, never
 * as the upload itself.
 */
export async function noticeFile(ref: string | null): Promise<NoticeFile | undefined> {
  if (!ref) return undefined;
  const extension = /\.([a-z0-9]+)$/i.exec(ref)?.[1]?.toLowerCase() ?? '';
  const kind = fileKind(ref);
  if (kind === 'image') {
    const image = await imageFor(ref);
    if (!image) return undefined;
    const format = image.format === 'png' ? 'png' : image.format === 'webp' ? 'webp' : 'jpg';
    const full = await getImage({ src: image, width: image.width, format });
    return { kind, url: full.src, type: `${format === 'jpg' ? 'JPEG' : format.toUpperCase()} image`, image };
  }
  const url = await fileUrl(ref);
  return url ? { kind, url, type: TYPE_NAMES[extension] ?? 'file' } : undefined;
}
