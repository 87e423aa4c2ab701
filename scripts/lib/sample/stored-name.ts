/**
 * The name the back office stores an upload under (CMS-API §1.3, §1.4): spaces become `_`,
 * characters other than letters, digits, `-`, `_` and `.` are dropped, and so are combining
 * marks such as Bengali vowel signs.
 */
export function storedName(title: string): string {
  return title
    .normalize('NFC')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_.-]/gu, '');
}
