/**
 * A text as it may be shown or logged: `https://user:secret@host/` → `https://***@host/`,
 * wherever it stands, and a `user:secret@host` typed without a scheme the same way. An e-mail
 * address (no `:` before its `@`) is left as it is.
 */
export const maskCredentials = (text: string): string =>
  text
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi, '$1***@')
    .replace(/(^|[\s"'(<])[^\s/@:"'(<]+:[^\s/@]+@/g, '$1***@');
