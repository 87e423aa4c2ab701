/**
 * How the back office writes a stored file's name into an answer: `/media/` and the name
 * encoded by Django's filepath_to_uri, which keeps letters, digits and `/ _ . - ~ ! * ( ) '`
 * and writes every other byte of its UTF-8 as %XX (the characters encodeURIComponent keeps,
 * plus the slash). No host: a client joins it to the media base.
 */
export const filepathToUri = (name: string): string =>
  name.replace(/\\/g, '/').split('/').map(encodeURIComponent).join('/');

/** A file field's value: null when the field is empty. */
export const fileUrl = (name: string | null): string | null =>
  name === null || name === '' ? null : `/media/${filepathToUri(name)}`;
