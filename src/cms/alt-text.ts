/**
 * The back office keeps no alt text for images. A file's name describes its picture only when
 * an editor wrote it as words ("Orientation_class_spring_intake.jpg"); the names phones and
 * messaging apps give (`IMG-20250312-WA0007_page-0004_Xk3pQ9a.webp`) describe nothing, so a
 * picture without a caption is named by where it is and its number instead.
 */

/** Words cameras, phones, scanners and messaging apps put in the names of their files. */
const DEVICE_WORDS = new Set([
  'img',
  'image',
  'images',
  'dsc',
  'dscn',
  'dcim',
  'pxl',
  'photo',
  'pic',
  'scan',
  'scanned',
  'screenshot',
  'whatsapp',
  'telegram',
  'messenger',
  'signal',
  'received',
  'copy',
  'page',
  'untitled',
  'download',
]);

/** Django's suffix for a name already taken: `_` and seven random letters and digits. */
const STORAGE_SUFFIX = /_(?=[A-Za-z\d]{7}$)(?=.*\d|.+[A-Z])[A-Za-z\d]{7}$/;

/** A file's name as words an editor wrote ("Orientation class spring intake"), or undefined. */
export function descriptiveName(ref: string): string | undefined {
  const stem = (ref.split('/').pop() ?? ref)
    .replace(/\.[a-z\d]+$/i, '')
    .replace(STORAGE_SUFFIX, '');
  const words = stem.split(/[-_\s.]+/).filter(Boolean);
  const described =
    words.length >= 3 &&
    words.every((word) => /^\p{L}+$/u.test(word) && !DEVICE_WORDS.has(word.toLowerCase()));
  if (!described) return undefined;
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a picture is called where it has no caption: its described name, else its place and number. */
export const numberedAlt = (
  ref: string,
  place: string,
  number: number,
  total: number,
  unit: 'photo' | 'page' | 'document' = 'photo',
): string => descriptiveName(ref) ?? `${place}, ${unit} ${number} of ${total}`;
