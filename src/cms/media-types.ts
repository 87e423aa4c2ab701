/**
 * What a media file may be. The pull refuses a file whose name or bytes do not fit the field
 * it came from, and the build publishes only files that pass the same rules, so a CMS upload
 * can never put HTML, SVG or a script on the site's origin.
 */

/**
 * `image`: image groups, logos, portraits, slides. `icon`: the favicon, which may also be an
 * `.ico` (CMS-API §1.2). `document`: a notice or job circular, whose file may be of any type the
 * back office accepts (CMS-API §1.3): a PDF, an image or an office document.
 */
export type MediaField = 'image' | 'icon' | 'document';

type Sniff = (head: Uint8Array) => boolean;

const ascii = (head: Uint8Array, offset: number, text: string) =>
  [...text].every((char, index) => head[offset + index] === char.charCodeAt(0));

const jpeg: Sniff = (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
/** Word 97 to 2003 and its siblings: a Compound File. */
const compoundFile: Sniff = (head) => ascii(head, 0, '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1');
/** Office Open XML and OpenDocument files are ZIP archives. */
const zip: Sniff = (head) => ascii(head, 0, 'PK\x03\x04');

const IMAGE_TYPES: Record<string, Sniff> = {
  jpg: jpeg,
  jpeg,
  // Apache serves .jfif as image/jpeg (CMS-API §1.5); the group's flags use it.
  jfif: jpeg,
  png: (head) => ascii(head, 0, '\x89PNG\r\n\x1a\n'),
  gif: (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'),
  webp: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
  avif: (head) => ascii(head, 4, 'ftypavif') || ascii(head, 4, 'ftypavis'),
};
const ICON_TYPES: Record<string, Sniff> = {
  ico: (head) => head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0,
};
/** Files offered for download (and PDFs shown in a frame); never a type a browser runs. */
const DOCUMENT_TYPES: Record<string, Sniff> = {
  pdf: (head) => ascii(head, 0, '%PDF-'),
  doc: compoundFile,
  xls: compoundFile,
  ppt: compoundFile,
  docx: zip,
  xlsx: zip,
  pptx: zip,
  odt: zip,
  ods: zip,
  odp: zip,
};

/** Bytes of a file's start that `sniffs` needs. */
export const SNIFF_BYTES = 16;

const extensionOf = (ref: string) => /\.([a-z0-9]+)$/i.exec(ref)?.[1]?.toLowerCase() ?? '';

export const isImageRef = (ref: string): boolean => extensionOf(ref) in IMAGE_TYPES;
export const isIconRef = (ref: string): boolean => extensionOf(ref) in ICON_TYPES;
/** A file published as it is, for download or a frame: not an image astro:assets makes variants of. */
export const isDocumentRef = (ref: string): boolean =>
  extensionOf(ref) in DOCUMENT_TYPES || isIconRef(ref);
/** Only PDFs go to the PDF reader and rewriter, whatever else a notice may hold. */
export const isPdfRef = (ref: string): boolean => extensionOf(ref) === 'pdf';

const ALLOWED: Record<MediaField, Record<string, Sniff>> = {
  image: IMAGE_TYPES,
  icon: { ...IMAGE_TYPES, ...ICON_TYPES },
  document: { ...IMAGE_TYPES, ...DOCUMENT_TYPES },
};
const WHAT: Record<MediaField, string> = {
  image: 'an image',
  icon: 'an icon',
  document: 'a notice',
};
/** Every type the site publishes, for a file whose field is not known (the build's own check). */
const ANY: Record<string, Sniff> = { ...IMAGE_TYPES, ...ICON_TYPES, ...DOCUMENT_TYPES };

/**
 * Characters no file name the site publishes may hold: `?` and `#` (a URL or a bundler would
 * read a query or fragment), control and format characters (bidi overrides such as U+202E,
 * zero-width spaces), line separators, private-use and unassigned code points.
 */
const UNSAFE_CHARACTER = /[?#\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u;

/**
 * Bytes of one path segment a file system takes (ext4 and most others: 255), less room for the
 * temporary and hashed names the pull and the build give a file beside its own.
 */
export const MAX_SEGMENT_BYTES = 200;

/** Why a media file name is not fit for a field, or undefined when it is. */
export function nameProblem(ref: string, field?: MediaField): string | undefined {
  const unsafe = UNSAFE_CHARACTER.exec(ref)?.[0];
  if (unsafe)
    return `character U+${unsafe.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} in file name`;
  if (ref.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) {
    return `a part of the name is longer than ${MAX_SEGMENT_BYTES} bytes`;
  }
  const extension = extensionOf(ref);
  const allowed = field ? ALLOWED[field] : ANY;
  if (!(extension in allowed)) {
    const what = field ? WHAT[field] : 'the site';
    return `${extension ? `.${extension}` : 'a name without extension'} is not allowed for ${what} (allowed: ${Object.keys(allowed).join(', ')})`;
  }
  return undefined;
}

/** Why a file's first bytes do not match the type its name claims, or undefined when they do. */
export function contentProblem(ref: string, head: Uint8Array): string | undefined {
  const extension = extensionOf(ref);
  const sniff = ANY[extension];
  if (!sniff) return `.${extension} is not a type the site publishes`;
  return sniff(head) ? undefined : `its bytes are not a .${extension} file`;
}

/** The key two names share when a case-insensitive or Unicode-normalising file system would merge them. */
export const collisionKey = (ref: string): string => ref.normalize('NFKC').toLowerCase();
