/** The CMS keeps no alt text for images: a file's name is the best description it has. */
export function altFromFile(ref: string): string {
  const name = (ref.split('/').pop() ?? ref)
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_\s]+/g, ' ')
    .trim();
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Image';
}
