/**
 * Links in editors' HTML that lead nowhere: to no page of this site (old relative links,
 * addresses of a former site), to a page of the back office visitors cannot open, or to a
 * computer of the editor's own. Checked against the site's own paths, never fetched.
 */
import { decodeHTML } from 'entities';
import type { Snapshot } from '../../../../src/cms/schema.ts';
import { siteMapOf } from '../../../../src/cms/site-map.ts';
import { pageLink } from '../../../../src/cms/page-paths.ts';
import type { Finding } from '../finding.ts';
import type { RowText } from '../rows.ts';

export interface LinkContext {
  /** Every page and file visitors can open, by decoded path (`/our team/`, `/notice/rss.xml`). */
  sitePaths: ReadonlySet<string>;
  /** The website's own host names (its address), whose paths are checked like the site's. */
  siteHosts: ReadonlySet<string>;
  /** The back office's host names: its uploads are served to visitors, its other paths are not. */
  backOfficeHosts: ReadonlySet<string>;
}

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$|\.(local|localhost|test)$/i;

export const linksIn = (html: string): string[] =>
  [...html.matchAll(HREF)].map((match) =>
    decodeHTML(match[1] ?? match[2] ?? match[3] ?? '').trim(),
  );

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** Why a link leads nowhere, seen from a page at `base`; undefined for a link that works or is not ours to check. */
export function deadLink(href: string, base: string, context: LinkContext): string | undefined {
  if (href === '' || /^(#|mailto:|tel:|sms:)/i.test(href)) return undefined;
  if (/^file:/i.test(href)) return 'a file on an editor’s own computer';
  let url: URL;
  try {
    url = new URL(href, `https://site.invalid${base}`);
  } catch {
    return 'an address no browser can open';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  if (LOCAL_HOST.test(host)) return `an address on an editor’s own computer (${host})`;
  const own = host === 'site.invalid' || context.siteHosts.has(host);
  if (!own) {
    if (!context.backOfficeHosts.has(host) || url.pathname.startsWith('/media/')) return undefined;
    return 'a page of the back office, which visitors cannot open';
  }
  const path = decoded(new URL(pageLink(url.pathname), url).pathname);
  if (context.sitePaths.has(path) || context.sitePaths.has(`${path}/`)) return undefined;
  return `no page of this website (${path})`;
}

export function deadLinks(
  snapshot: Snapshot,
  texts: readonly RowText[],
  context: LinkContext,
): Finding[] {
  const { entries } = siteMapOf(snapshot);
  return texts.flatMap(({ place, record, html, menu }) => {
    if (html === undefined) return [];
    // A menu's block is shown on its menu's page: a relative link is read from there.
    const base = (menu === undefined ? undefined : entries.get(menu)?.href) ?? '/';
    const dead = [
      ...new Map(
        linksIn(html).flatMap((href) => {
          const why = deadLink(href, base, context);
          return why ? [[href, why] as const] : [];
        }),
      ),
    ];
    return dead.map(([href, why]) => ({
      kind: 'dead-link' as const,
      key: `dead-link:${record}:${href}`,
      where: [place],
      visitor: `the link “${href}” leads to ${why}; a visitor who follows it finds nothing there.`,
      fix: `link to the page as the website shows it (open the page and copy its address), or remove the link.`,
    }));
  });
}
