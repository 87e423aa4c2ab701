/** Snapshot media for pages: images as astro:assets metadata, other files as built URLs. */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import mimeTypes from 'mime-types';
import { downloadOnly, files, images } from 'virtual:snapshot-media';
import { fileKind, type FileKind } from '../cms/notices.ts';
import { snapshotDir } from '../cms/snapshot-dir.ts';
import { MEDIA_DIR } from '../cms/snapshot-files.ts';

/** The image of a media ref, or undefined when the snapshot has no such image file. */
export function imageFor(ref: string | null | undefined): Promise<ImageMetadata | undefined> {
  return ref ? (images[ref]?.() ?? Promise.resolve(undefined)) : Promise.resolve(undefined);
}

/** A non-image media file as published: its URL and its size in bytes (a PDF is rewritten without its scripts). */
function publishedFile(
  ref: string | null | undefined,
): Promise<{ url: string; bytes: number } | undefined> {
  return ref ? (files[ref]?.() ?? Promise.resolve(undefined)) : Promise.resolve(undefined);
}

/** The built URL of a non-image media file (a notice's document, an .ico favicon). */
export async function fileUrl(ref: string | null | undefined): Promise<string | undefined> {
  return (await publishedFile(ref))?.url;
}

/** A file that may be shown in a frame on the site: not one offered for download only. */
export const isViewable = (ref: string | null | undefined): boolean =>
  !!ref && !downloadOnly.has(ref);

/** A notice's file as the site offers it (src/cms/notices.ts `fileKind`). */
export interface NoticeFile {
  kind: FileKind;
  /** What a visitor downloads: the PDF or document, or the picture at its full size. */
  url: string;
  /** Bytes of what is downloaded (a picture's upload stands in for its variant, made after the pages). */
  bytes: number;
  /** What the file is, for a link's label: `PDF`, `JPEG image`, `Word document`. */
  type: string;
  /** Its media type, for the feed's enclosure. */
  mime: string;
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
  const kind = fileKind(ref);
  if (kind === 'image') {
    const image = await imageFor(ref);
    if (!image) return undefined;
    const format = image.format === 'png' ? 'png' : image.format === 'webp' ? 'webp' : 'jpg';
    const full = await getImage({ src: image, width: image.width, format });
    const { size } = await stat(join(snapshotDir(), MEDIA_DIR, ref));
    return {
      kind,
      url: full.src,
      bytes: size,
      type: `${format === 'jpg' ? 'JPEG' : format.toUpperCase()} image`,
      mime: mimeTypes.lookup(format) || 'image/jpeg',
    };
  }
  const file = await publishedFile(ref);
  const extension = /\.([a-z0-9]+)$/i.exec(ref)?.[1]?.toLowerCase() ?? '';
  return (
    file && {
      kind,
      ...file,
      type: TYPE_NAMES[extension] ?? 'file',
      mime: mimeTypes.lookup(ref) || 'application/octet-stream',
    }
  );
}
