/** Links editors type into the CMS (slider buttons): only site paths and http(s) URLs are followed. */
export function safeLink(link: string | null | undefined): string | undefined {
  const value = link?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
