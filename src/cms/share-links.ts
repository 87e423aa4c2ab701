/**
 * Where a page is shared without a script: each service's own share address, with the page's
 * absolute URL (and, for WhatsApp, its title) encoded whole. Facebook and LinkedIn read the
 * title and picture from the page's Open Graph card.
 */
export interface ShareLink {
  name: 'WhatsApp' | 'Facebook' | 'LinkedIn';
  icon: string;
  href: string;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const page = encodeURIComponent(url);
  return [
    {
      name: 'WhatsApp',
      icon: 'brand-whatsapp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    {
      name: 'Facebook',
      icon: 'brand-facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${page}`,
    },
    {
      name: 'LinkedIn',
      icon: 'brand-linkedin',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${page}`,
    },
  ];
}
