/**
 * The pull: CMS → a complete, checked snapshot, swapped in atomically. A short pipeline over
 * three parts: the CMS client (typed answers), the normalisers (snapshot shapes, media names
 * resolved and checked) and the media mirror (files, conditional and checked). Any failure
 * leaves the previous snapshot exactly as it was.
 */
import { resolve } from 'node:path';
import { quotable } from '../../../src/cms/clean-values.ts';
import { contentReport, type ContentReport } from '../../../src/cms/content/report.ts';
import { mediaRefsOf, withoutMedia } from '../../../src/cms/media-refs.ts';
import type { Counts, LeftOutReason } from '../../../src/cms/schema.ts';
import { loadManifest, loadSnapshot } from '../../../src/cms/snapshot-files.ts';
import { exists, replaceDirAtomically } from '../../../src/lib/atomic-dir.ts';
import { changedKinds, summariseChanges, type ChangeSummary } from './changes.ts';
import { CmsClient } from './cms-client.ts';
import type { Endpoints } from '../settings/cms-endpoints.ts';
import { HttpClient, type HttpOptions } from './http.ts';
import { LeftOutList, quotedValue, type LeaveOut, type PlaceOf } from './left-out.ts';
import { fileName } from './screens.ts';
import { collidingRefs, mirrorMedia } from './media-mirror.ts';
import { resolveMediaRef } from './media-path.ts';
import { menuWarnings } from './menu-warnings.ts';
import { normaliseSnapshot, type ResolveMedia } from './normalise.ts';
import { checkSnapshot } from './snapshot-check.ts';
import { writeSnapshot } from './snapshot-writer.ts';

export interface PullOptions extends HttpOptions {
  apiUrl: string;
  mediaUrl: string;
  endpoints: Endpoints;
  out: string;
  onWarning?: (message: string) => void;
  onProgress?: (message: string) => void;
  /** Stops the pull (the webhook shutting down); the previous snapshot stays as it was. */
  signal?: AbortSignal;
  /** Hours a media file the CMS confirmed is taken as unchanged without asking (media-mirror.ts `isTrusted`); 0 asks every pull. */
  mediaRecheckHours: number;
  /** Publish the team's phone numbers and e-mails (personal data, CMS-API §2.6); off unless the owner says so. */
  teamContacts?: boolean;
  /**
   * The snapshot the change summary compares against: the one the live site was built from.
   * Defaults to `out`, whose previous contents may be a pull whose build then failed.
   */
  baseline?: string;
}

export interface PullReport {
  counts: Counts;
  /** Whether anything changed since the previous pull into the same folder (`changes` may compare with an older, live snapshot). */
  changedSincePull: boolean;
  /** Where each part of the site came from, and the blocks shown as sections of their own. */
  content: Pick<ContentReport, 'sources' | 'sections'>;
  changes: ChangeSummary;
  requests: number;
  retries: number;
  bytesDownloaded: number;
  mediaDownloaded: number;
  /** Media the CMS answered 304 for. */
  mediaReused: number;
  /** Media taken from the previous snapshot without a request, confirmed within the recheck window. */
  mediaTrusted: number;
  warnings: string[];
  seconds: number;
}

export async function pull(options: PullOptions): Promise<PullReport> {
  const started = performance.now();
  const out = resolve(options.out);
  const warnings: string[] = [];
  const warn = (message: string) => {
    warnings.push(message);
    options.onWarning?.(quotable(message));
  };
  const previous = await readPrevious(out, warn);
  const live =
    options.baseline && resolve(options.baseline) !== out
      ? await readPrevious(resolve(options.baseline), warn)
      : previous;

  // One signal stops every request once one has failed, or when the caller says so. The
  // caller's signal lives as long as the publisher: its listener goes with the pull, or every
  // pull (its answers, its snapshot) would stay reachable from it (issue 33 B14).
  const cancel = new AbortController();
  const stopTheRest = () => cancel.abort();
  if (options.signal?.aborted) cancel.abort();
  options.signal?.addEventListener('abort', stopTheRest, { once: true });
  const http = new HttpClient(options, cancel.signal);

  try {
    return await replaceDirAtomically(out, async (tmp) => {
      const leftOut = new LeftOutList();
      const raw = await new CmsClient(
        http,
        options.apiUrl,
        options.endpoints,
        stopTheRest,
        warn,
        leftOut.add,
      ).readAll();
      const where = new Map<string, string>();
      const places = new Map<string, PlaceOf>();
      const context = {
        resolveMedia: mediaResolver(options.mediaUrl, { where, places }, warn, leftOut.add),
        warn,
        leaveOut: leftOut.add,
        designations: raw.designations,
      };
      // Every ref of the snapshot came through the resolver, which placed it.
      const fileLeftOut = (ref: string, reason: LeftOutReason) =>
        leftOut.add({ ...places.get(ref)!(), reason, value: quotedValue(fileName(ref)) });
      let snapshot = normaliseSnapshot(raw, context, {
        teamContacts: options.teamContacts ?? false,
      });
      for (const warning of menuWarnings(previous?.snapshot ?? null, snapshot)) warn(warning);
      const clashing = collidingRefs(mediaRefsOf(snapshot), where, warn);
      for (const ref of clashing) fileLeftOut(ref, 'file-name-clash');
      snapshot = withoutMedia(snapshot, clashing);

      const media = await mirrorMedia(tmp, [...mediaRefsOf(snapshot)], {
        http,
        mediaBase: options.mediaUrl,
        where,
        warn,
        onProgress: options.onProgress,
        stopTheRest,
        previous: previous && { dir: out, manifest: previous.manifest },
        recheckMs: options.mediaRecheckHours * 3_600_000,
      });
      for (const [ref, reason] of media.dropped) fileLeftOut(ref, reason);
      snapshot = withoutMedia(snapshot, new Set(media.dropped.keys()));
      const { sources, sections, unshown } = contentReport(snapshot);
      for (const line of unshown) warn(line);
      const manifest = await writeSnapshot(tmp, snapshot, media.files, {
        source: { api: options.apiUrl, media: options.mediaUrl },
        pulledAt: new Date().toISOString(),
        leftOut: leftOut.manifestEntry,
      });
      await checkSnapshot(tmp);

      // Compared with what is live, and with the last pull where that is another snapshot.
      const changes = summariseChanges(live, { snapshot, manifest });
      const sincePull =
        live === previous ? changes : summariseChanges(previous, { snapshot, manifest });
      return {
        counts: manifest.counts,
        content: { sources, sections },
        changes,
        changedSincePull: changedKinds(sincePull).length > 0,
        ...http.stats,
        mediaDownloaded: media.downloaded,
        mediaReused: media.reused,
        mediaTrusted: media.trusted,
        warnings,
        seconds: (performance.now() - started) / 1000,
      };
    });
  } finally {
    options.signal?.removeEventListener('abort', stopTheRest);
  }
}

/**
 * Resolves and checks each media name, warns about a refused one, and records where each is
 * first used: for the log (`where`) and for the publish report (`places`).
 */
function mediaResolver(
  mediaBase: string,
  { where, places }: { where: Map<string, string>; places: Map<string, PlaceOf> },
  warn: (message: string) => void,
  leaveOut: LeaveOut,
): ResolveMedia {
  return (raw, kind, field, place, at) => {
    if (raw === null) return null;
    const resolution = resolveMediaRef(raw, kind, field, mediaBase);
    if ('refused' in resolution) {
      warn(
        `refused media file ${JSON.stringify(raw)} in ${place}: ${resolution.refused}; nothing written for it`,
      );
      leaveOut({ ...at(), reason: 'file-refused', value: quotedValue(fileName(raw)) });
      return null;
    }
    if (!where.has(resolution.ref)) {
      where.set(resolution.ref, place);
      places.set(resolution.ref, at);
    }
    return resolution.ref;
  };
}

async function readPrevious(out: string, warn: (message: string) => void) {
  if (!(await exists(out))) return null;
  try {
    const [snapshot, manifest] = await Promise.all([loadSnapshot(out), loadManifest(out)]);
    return { snapshot, manifest };
  } catch (error) {
    warn(
      `the previous snapshot cannot be compared (${(error as Error).message}); every media file is downloaded again`,
    );
    return null;
  }
}
