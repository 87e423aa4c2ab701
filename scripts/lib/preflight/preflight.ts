/**
 * The pre-flight report: what editors should look at before visitors see it, each finding once,
 * in the back office's words. Made from a snapshot (and the live one, to tell what was lost), so
 * a finding editors fixed is gone from the next report. It never stops a publish.
 */
import type { Manifest, Snapshot } from '../../../src/cms/schema.ts';
import { counted } from '../pull/change-words.ts';
import { findingWords, thingsToLookAt, type Finding, type FindingKind } from './finding.ts';
import { deadLinks, type LinkContext } from './kinds/dead-links.ts';
import { decorationImages } from './kinds/decoration-images.ts';
import { duplicateText } from './kinds/duplicate-text.ts';
import { emptyMenuPages } from './kinds/empty-menu-pages.ts';
import { fileNameAlt } from './kinds/file-name-alt.ts';
import { generatorText } from './kinds/generator-text.ts';
import { leftOutValues } from './kinds/left-out.ts';
import { lostRows } from './kinds/lost-rows.ts';
import { pageAccessibility, type BuiltPage } from './kinds/page-accessibility.ts';
import { placeholderText } from './kinds/placeholder-text.ts';
import { testNotice } from './kinds/test-notice.ts';
import { unshownValues } from './kinds/unshown-values.ts';
import { siteAddressFinding } from './kinds/site-address.ts';
import { rowPictures, rowTexts } from './rows.ts';
import { mappedPaths } from './site-paths.ts';

export interface PreflightInput {
  snapshot: Snapshot;
  /** The snapshot the live release was built from; null before the first publish. */
  live: Snapshot | null;
  /** Every path of the build; the site map's pages when there is no build yet. */
  sitePaths?: ReadonlySet<string>;
  /** The website's public address (SITE_URL), besides the one in the general settings. */
  siteUrl?: string;
  /** The back office's addresses (CMS_API_URL, CMS_MEDIA_URL). */
  backOffice: readonly string[];
  /** What the pull left out of the snapshot (its manifest's `leftOut`). */
  leftOut?: Manifest['leftOut'];
  /** Built pages to check as a visitor gets them: a preview's changed pages. */
  pages?: readonly BuiltPage[];
}

/** The report's order: what visitors would notice most first. */
const ORDER: readonly FindingKind[] = [
  'lost-rows',
  'left-out',
  'generator-text',
  'placeholder-text',
  'test-notice',
  'duplicate-text',
  'decoration-image',
  'dead-link',
  'site-address',
  'accessibility',
  'empty-menu-page',
  'unshown-value',
  'file-name-alt',
];

const hostOf = (address: string | null | undefined): string[] => {
  if (!address) return [];
  try {
    return [new URL(/^https?:\/\//i.test(address) ? address : `https://${address}`).hostname];
  } catch {
    return [];
  }
};

export function linkContextOf(input: PreflightInput): LinkContext {
  const site = [...hostOf(input.snapshot.settings.site_address), ...hostOf(input.siteUrl)];
  // `www.` and the bare name are one site to visitors.
  const siteHosts = new Set(
    site.flatMap((host) => [host, host.replace(/^www\./, ''), `www.${host.replace(/^www\./, '')}`]),
  );
  return {
    sitePaths: input.sitePaths ?? mappedPaths(input.snapshot),
    siteHosts,
    backOfficeHosts: new Set(input.backOffice.flatMap(hostOf)),
  };
}

export function preflight(input: PreflightInput): Finding[] {
  const texts = rowTexts(input.snapshot);
  const pictures = rowPictures(input.snapshot);
  const all = [
    ...lostRows(input.live, input.snapshot),
    ...leftOutValues(input.leftOut),
    ...generatorText(texts),
    ...placeholderText(texts),
    ...testNotice(input.snapshot),
    ...duplicateText(texts),
    ...decorationImages(pictures),
    ...deadLinks(input.snapshot, texts, linkContextOf(input)),
    ...siteAddressFinding(input.snapshot, input.siteUrl),
    ...pageAccessibility(input.pages ?? [], texts),
    ...emptyMenuPages(input.snapshot),
    ...unshownValues(input.snapshot),
    ...fileNameAlt(pictures),
  ];
  // A text both generated and placeholder is said once per kind; the same key once in all.
  const once = new Map(all.map((finding) => [finding.key, finding]));
  const byKind = ORDER.flatMap((kind) =>
    bounded([...once.values()].filter((f) => f.kind === kind)),
  );
  // What the home page shows first, notes that need no action last; by kind between (a stable sort).
  return byKind.sort((a, b) => RANK[a.rank ?? 'other'] - RANK[b.rank ?? 'other']);
}

const RANK = { home: 0, other: 1, note: 2 } as const;

/** Findings listed of one kind: enough to show the pattern; a page and a record stay small. */
export const MAX_LISTED_PER_KIND = 25;

/**
 * The first MAX_LISTED_PER_KIND findings of a kind, then one that counts the rest; a finding
 * about the report itself (no place) stays after them.
 */
function bounded(findings: Finding[]): Finding[] {
  const placed = findings.filter((finding) => finding.where.length > 0);
  const rest = placed.length - MAX_LISTED_PER_KIND;
  if (rest <= 0) return findings;
  const kind = placed[0]!.kind;
  return [
    ...placed.slice(0, MAX_LISTED_PER_KIND),
    {
      kind,
      key: `${kind}:not-listed`,
      where: [],
      visitor: `${counted(rest, ['more place has', 'more places have'])} the same trouble as the ${MAX_LISTED_PER_KIND} above; they are not listed one by one.`,
      fix: 'fix the ones above and publish again: the next report names the rest.',
    },
    ...findings.filter((finding) => finding.where.length === 0),
  ];
}

/** The report as editors read it: one numbered paragraph a finding. */
export function preflightText(findings: readonly Finding[]): string {
  if (findings.length === 0) return `Pre-flight report: ${thingsToLookAt(0)}.`;
  return [
    `Pre-flight report: ${thingsToLookAt(findings.length)} before visitors do (none of them stops a publish).`,
    ...findings.map((finding, index) => `${index + 1}. ${findingWords(finding)}`),
  ].join('\n');
}
