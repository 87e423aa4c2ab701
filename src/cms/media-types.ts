/**
 * What a media file may be. The pull refuses a file whose name or bytes do not fit the field
 * it came from, and the build publishes only files that pass the same rules, so a CMS upload
 * can never put HTML, SVG or a script on the site's origin.
 */

/** Image groups, logos, portraits and slides hold images; a notice holds a PDF or an image. */
export type MediaField = 'image' | 'notice';

type Sniff = (head: Uint8Array) => boolean;

const ascii = (head: Uint8Array, offset: number, text: string) =>
  [...text].every((char, index) => head[offset + index] === char.charCodeAt(0));

const IMAGE_TYPES: Record<string, Sniff> = {
  jpg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  jpeg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  png: (head) => ascii(head, 0, '\x89PNG\r\n\x1a\n'),
  gif: (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'),
  webp: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
  avif: (head) => ascii(head, 4, 'ftypavif') || ascii(head, 4, 'ftypavis'),
};
const DOCUMENT_TYPES: Record<string, Sniff> = { pdf: (head) => ascii(head, 0, '%PDF-') };

/** Bytes of a file's start that `sniffs` needs. */
export const SNIFF_BYTES = 16;

const extensionOf = (ref: string) => /\.([a-z0-9]+)$/i.exec(ref)?.[1]?.toLowerCase() ?? '';

export const isImageRef = (ref: string): boolean => extensionOf(ref) in IMAGE_TYPES;
export const isDocumentRef = (ref: string): boolean => extensionOf(ref) in DOCUMENT_TYPES;
/** Only PDFs go to the PDF reader and rewriter, whatever else a notice may come to hold. */
export const isPdfRef = (ref: string): boolean => extensionOf(ref) === 'pdf';

function allowedFor(field: MediaField): Record<string, Sniff> {
  return field === 'image' ? IMAGE_TYPES : { ...IMAGE_TYPES, ...DOCUMENT_TYPES };
}

/**
 * Characters no file name the site publishes may hold: `?` and `#` (a URL or a bundler would
 * read a query or fragment), control and format characters (bidi overrides such as U+202E,
 * zero-width spaces), line separators, private-use and unassigned code points.
 */
const UNSAFE_CHARACTER = /[?#\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u;

/** Why a media file name is not fit for a field, or undefined when it is. */
export function nameProblem(ref: string, field: MediaField): string | undefined {
  const unsafe = UNSAFE_CHARACTER.exec(ref)?.[0];
  if (unsafe) return `character U+${unsafe.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} in file name`;
  const extension = extensionOf(ref);
  const allowed = allowedFor(field);
  if (!(extension in allowed)) {
    const what = field === 'image' ? 'an image' : 'a notice';
    return `${extension ? `.${extension}` : 'a name without extension'} is not allowed for ${what} (allowed: ${Object.keys(allowed).join(', ')})`;
  }
  return undefined;
}

/** Why a file's first bytes do not match the type its name claims, or undefined when they do. */
export function contentProblem(ref: string, head: Uint8Array): string | undefined {
  const extension = extensionOf(ref);
  const sniff = IMAGE_TYPES[extension] ?? DOCUMENT_TYPES[extension];
  if (!sniff) return `.${extension} is not a type the site publishes`;
  return sniff(head) ? undefined : `its bytes are not a .${extension} file`;
}

/** The key two names share when a case-insensitive or Unicode-normalising file system would merge them. */
export const collisionKey = (ref: string): string => ref.normalize('NFKC').toLowerCase();
