/**
 * The general settings' Site address, where it is not where the website is published: the
 * site's links to itself, its sitemap and every share use the publisher's SITE_URL (or the
 * address itself, served at its root), so an address that differs, has a path, or is no web
 * address at all is said to editors before they wonder why search engines show another.
 */
import { addressProblem, settingsAddress } from '../../../../src/site-config.ts';
import type { Snapshot } from '../../../../src/cms/schema.ts';
import { fieldLabel, OTHER_SCREENS, oneLine } from '../../pull/screens.ts';
import type { Finding } from '../finding.ts';

export function siteAddressFinding(snapshot: Snapshot, siteUrl: string | undefined): Finding[] {
  const raw = oneLine(snapshot.settings.site_address ?? '');
  if (raw === '') return [];
  const where = [{ screen: OTHER_SCREENS.settings, field: fieldLabel('site_address') }];
  const finding = (visitor: string, fix: string): Finding[] => [
    { kind: 'site-address', key: `site-address:${raw}`, where, visitor, fix },
  ];
  const written = settingsAddress(raw);
  if (!written)
    return finding(
      `“${raw}” is not a web address, so the website does not use it for its links to itself.`,
      "write the website's address, such as www.example.org.",
    );
  const origin = siteUrl ? new URL(siteUrl).origin : new URL(written).origin;
  const host = new URL(origin).host;
  const problem = addressProblem(written, origin);
  if (!problem) return [];
  return new URL(written).origin !== origin
    ? finding(
        `this says the website is at “${raw}”, but it is published at ${origin}: search engines and shared links use ${origin}.`,
        `write the website's address here (${host}), or ask whoever runs the website which one is right.`,
      )
    : finding(
        `the website is served at the root of ${origin}, so “${new URL(written).pathname}” is left out of its links to itself.`,
        `write the address without a path (${host}).`,
      );
}
