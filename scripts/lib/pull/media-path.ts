/**
 * Turns a file reference written in the CMS into a path under snapshot/media, or refuses it.
 * Editors' file names can hold `..` segments, absolute paths or other hosts' URLs; none of
 * them may make the pull write (or the build read) outside the media folder.
 */
import { nameProblem, type MediaField } from '../../../src/cms/media-types.ts';
import { isSafeRelativePath } from '../../../src/cms/schema.ts';

export type MediaResolution = { ref: string } | { refused: string };

/**
 * `content`: a content-image file name, relative to /media/ and not encoded
 * (`cms/ContentImage/a b.jpg`, CMS-API §1.7).
 * `path`: a file field, `/media/` plus the stored name percent-encoded once
 * (`/media/notice/notice/%E0%A6%9B__20250403.pdf`, CMS-API §1.4): decoded here, once.
 */
export type MediaRefKind = 'content' | 'path';

export function resolveMediaRef(
  raw: string,
  kind: MediaRefKind,
  field: MediaField,
  mediaBase: string,
): MediaResolution {
  const resolution = located(raw, kind, mediaBase);
  if ('refused' in resolution) return resolution;
  const problem = nameProblem(resolution.ref, field);
  return problem ? { refused: problem } : resolution;
}

/** No file name holds one; a decoded `%00` or `%0A` is refused for it, as a typed one is. */
const CONTROL = /[\u0000-\u001f]/;
const control: MediaResolution = { refused: 'control character in file name' };

function located(raw: string, kind: MediaRefKind, mediaBase: string): MediaResolution {
  if (CONTROL.test(raw)) return control;
  const name = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(name) || name.startsWith('//'))
    return fromAbsoluteUrl(name, mediaBase);
  if (kind === 'path') {
    if (!name.startsWith('/media/')) return { refused: 'path outside /media/' };
    return decoded(name.slice('/media/'.length));
  }
  if (name.startsWith('/')) return { refused: 'absolute path' };
  return checked(name);
}

function fromAbsoluteUrl(name: string, mediaBase: string): MediaResolution {
  const base = new URL(mediaBase);
  let url: URL;
  try {
    url = new URL(name, base);
  } catch {
    return { refused: 'malformed URL' };
  }
  const prefix = `${base.pathname.replace(/\/$/, '')}/media/`;
  if (url.origin !== base.origin || !url.pathname.startsWith(prefix)) {
    return { refused: `another host or path (${url.origin}${url.pathname})` };
  }
  return decoded(url.pathname.slice(prefix.length));
}

/** A percent-encoded path decoded once, segment by segment, so an encoded `/` cannot add one. */
function decoded(encoded: string): MediaResolution {
  let segments: string[];
  try {
    segments = encoded.split('/').map(decodeURIComponent);
  } catch {
    return { refused: 'malformed percent-encoding' };
  }
  if (segments.some((segment) => segment.includes('/')))
    return { refused: 'encoded "/" in file name' };
  return checked(segments.join('/'));
}

function checked(ref: string): MediaResolution {
  if (CONTROL.test(ref)) return control;
  if (ref.includes('\\')) return { refused: 'backslash in file name' };
  if (ref.split('/').includes('..')) return { refused: '".." segment' };
  return isSafeRelativePath(ref) ? { ref } : { refused: 'empty or "." segment' };
}

/** Where the CMS serves a media file: `{media base}/media/{file}`, each segment encoded. */
export function mediaUrl(mediaBase: string, ref: string): string {
  return `${mediaBase.replace(/\/$/, '')}/media/${ref.split('/').map(encodeURIComponent).join('/')}`;
}
