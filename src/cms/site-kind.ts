/**
 * The two kinds of build (docs/site.md "Two kinds of site"). The template's own sample, which
 * `npm run sample` writes, is SPEC's template with every demo page; a snapshot of a real back
 * office is the group's company site, which ships none of the template's invented content.
 */
import type { Manifest } from './schema.ts';

/** The manifest source of every snapshot `npm run sample` writes; the pull writes the CMS's address. */
export const SAMPLE_SOURCE = { api: 'sample', media: 'sample' } as const;

/** Whether a snapshot is the template's sample (invented content, SPEC's demo pages wanted). */
export const isTemplateSample = (manifest: Pick<Manifest, 'source'>): boolean =>
  manifest.source.api === SAMPLE_SOURCE.api;

/** The template's demo pages: the setting when it is set, else on for the template's sample only. */
export const templatePagesOn = (
  setting: boolean | undefined,
  manifest: Pick<Manifest, 'source'>,
): boolean => setting ?? isTemplateSample(manifest);
