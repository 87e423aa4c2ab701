/**
 * The pull: CMS → a complete, checked snapshot, swapped in atomically.
 * Any failure leaves the previous snapshot exactly as it was.
 */
import { copyFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { mediaRefsOf, withoutMedia } from '../../src/cms/media-refs.ts';
import { collisionKey, contentProblem } from '../../src/cms/media-types.ts';
import {
  RawContentImagesAnswerSchema,
  RawEmployeesAnswerSchema,
  RawMenuContentsAnswerSchema,
  RawMenusAnswerSchema,
  RawNoticesAnswerSchema,
  RawSettingsAnswerSchema,
  RawSliderPageSchema,
  SNAPSHOT_SCHEMA_VERSION,
  type Counts,
  type Manifest,
  type ManifestFile,
  type RawSlider,
  type Snapshot,
} from '../../src/cms/schema.ts';
import { flattenMenus, loadManifest, loadSnapshot } from '../../src/cms/snapshot-files.ts';
import { formatZodError } from '../../src/cms/zod-errors.ts';
import { exists, replaceDirAtomically } from './atomic-dir.ts';
import { summariseChanges, type ChangeSummary } from './changes.ts';
import { withId, type Endpoints } from './endpoints.ts';
import { HttpClient, PullError, type HttpOptions } from './http.ts';
import { nestingDepth } from './json-depth.ts';
import { menuWarnings } from './menu-warnings.ts';
import { mediaUrl, resolveMediaRef } from './media-path.ts';
import {
  normaliseEmployees,
  normaliseMenuPage,
  normaliseMenuTree,
  normaliseNotices,
  normaliseSettings,
  normaliseSliders,
  type ResolveMedia,
} from './normalise.ts';
import { allOrFirstFailure } from './settle.ts';
import { checkSnapshot } from './snapshot-check.ts';
import { countSnapshot, ensureParent, mediaFile, writeManifest, writeSnapshotData } from './snapshot-writer.ts';

export interface PullOptions extends HttpOptions {
  apiUrl: string;
  mediaUrl: string;
  endpoints: Endpoints;
  out: string;
  onWarning?: (message: string) => void;
  onProgress?: (message: string) => void;
  /** Stops the pull (the webhook shutting down); the previous snapshot stays as it was. */
  signal?: AbortSignal;
}

export interface PullReport {
  counts: Counts;
  changes: ChangeSummary;
  requests: number;
  retries: number;
  bytesDownloaded: number;
  mediaDownloaded: number;
  mediaReused: number;
  warnings: string[];
  seconds: number;
}

/** Sliders are paginated; a server that never reaches its last page must not loop forever. */
const MAX_SLIDER_PAGES = 1000;
/** Deeper than any real answer (the menu tree nests two objects a level): refused before zod recurses. */
const MAX_JSON_DEPTH = 64;

export async function pull(options: PullOptions): Promise<PullReport> {
  const started = performance.now();
  const out = resolve(options.out);
  const warnings: string[] = [];
  const warn = (message: string) => {
    warnings.push(message);
    options.onWarning?.(message);
  };
  const previous = await readPrevious(out, warn);
  const cancel = new AbortController();
  if (options.signal?.aborted) cancel.abort();
  options.signal?.addEventListener('abort', () => cancel.abort(), { once: true });
  const http = new HttpClient(options, cancel.signal);
  const stopTheRest = () => cancel.abort();

  async function get<S extends z.ZodType>(path: string, schema: S, menuId?: number): Promise<z.output<S> | null> {
    const url = `${options.apiUrl.replace(/\/$/, '')}${path}`;
    const answer = await http.getJson(url, path, menuId);
    if (answer === null) return null;
    if (nestingDepth(answer) > MAX_JSON_DEPTH)
      throw new PullError(`GET ${path}`, `invalid answer: nests deeper than ${MAX_JSON_DEPTH} levels`, menuId);
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new PullError(`GET ${path}`, `invalid answer: ${formatZodError(parsed.error)}`, menuId);
    return parsed.data;
  }
  async function getRequired<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    const answer = await get(path, schema);
    if (answer === null) throw new PullError(`GET ${path}`, 'empty answer where a list was expected');
    return answer;
  }

  async function getSliders(): Promise<RawSlider[]> {
    const path = options.endpoints.sliders;
    let page = await getRequired(path, RawSliderPageSchema);
    const items = [...page.homepage_sliders];
    while (page.page < page.total_pages) {
      const next = page.page + 1;
      if (next > MAX_SLIDER_PAGES) throw new PullError(`GET ${path}`, `more than ${MAX_SLIDER_PAGES} pages`);
      const nextPath = `${path}${path.includes('?') ? '&' : '?'}page=${next}`;
      page = await getRequired(nextPath, RawSliderPageSchema);
      if (page.page !== next) throw new PullError(`GET ${nextPath}`, `asked for page ${next}, got page ${page.page}`);
      items.push(...page.homepage_sliders);
    }
    // A slider saved while we paged can show up twice.
    return [...new Map(items.map((item) => [item.id, item])).values()];
  }

  const mediaWhere = new Map<string, string>();
  const resolveMedia: ResolveMedia = (raw, kind, field, where) => {
    if (raw === null) return null;
    const resolution = resolveMediaRef(raw, kind, field, options.mediaUrl);
    if ('refused' in resolution) {
      warn(`refused media file ${JSON.stringify(raw)} in ${where}: ${resolution.refused}; nothing written for it`);
      return null;
    }
    if (!mediaWhere.has(resolution.ref)) mediaWhere.set(resolution.ref, where);
    return resolution.ref;
  };

  return replaceDirAtomically(out, async (tmp) => {
    const { endpoints } = options;
    const [menusAnswer, settingsAnswer, noticesAnswer, employeesAnswer, sliders] = await allOrFirstFailure(
      [
        getRequired(endpoints.menus, RawMenusAnswerSchema),
        getRequired(endpoints.settings, RawSettingsAnswerSchema),
        getRequired(endpoints.notices, RawNoticesAnswerSchema),
        getRequired(endpoints.employees, RawEmployeesAnswerSchema),
        getSliders(),
      ],
      stopTheRest,
    );
    const pages = await allOrFirstFailure(
      flattenMenus(menusAnswer.menus).map(async (menu) => {
        const [contents, images] = await Promise.all([
          get(withId(endpoints.menuContents, menu.id), RawMenuContentsAnswerSchema, menu.id),
          get(withId(endpoints.contentImages, menu.id), RawContentImagesAnswerSchema, menu.id),
        ]);
        return normaliseMenuPage(menu, contents?.menu_contents, images?.content_images, resolveMedia);
      }),
      stopTheRest,
    );
    const [setting] = settingsAnswer.general_settings;
    if (!setting) throw new PullError(`GET ${endpoints.settings}`, 'the list is empty; the site needs one general-settings item');

    let snapshot: Snapshot = {
      settings: normaliseSettings(setting, resolveMedia),
      sliders: normaliseSliders(sliders, resolveMedia),
      notices: normaliseNotices(noticesAnswer.notices, resolveMedia),
      employees: normaliseEmployees(employeesAnswer.employees, resolveMedia),
      menus: normaliseMenuTree(menusAnswer.menus),
      pages,
    };

    for (const warning of menuWarnings(previous?.snapshot ?? null, snapshot)) warn(warning);
    const colliding = collidingRefs(snapshot);
    if (colliding.size > 0) snapshot = withoutMedia(snapshot, colliding);
    const media = await downloadMedia(tmp, snapshot);
    if (media.dropped.size > 0) snapshot = withoutMedia(snapshot, media.dropped);

    const files = { ...(await writeSnapshotData(tmp, snapshot)), ...media.files };
    const manifest: Manifest = {
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      source: { api: options.apiUrl, media: options.mediaUrl },
      pulledAt: new Date().toISOString(),
      counts: countSnapshot(snapshot, Object.keys(media.files).length),
      files,
    };
    await writeManifest(tmp, manifest);
    await checkSnapshot(tmp);

    return {
      counts: manifest.counts,
      changes: summariseChanges(previous, { snapshot, manifest }),
      ...http.stats,
      mediaDownloaded: media.downloaded,
      mediaReused: media.reused,
      warnings,
      seconds: (performance.now() - started) / 1000,
    };
  });

  /**
   * Names that a case-insensitive or Unicode-normalising file system (a visitor's unpacked
   * archive, a CDN's store) would take for one file: none of them is safe to publish.
   */
  function collidingRefs(snapshot: Snapshot): Set<string> {
    const byKey = new Map<string, string[]>();
    for (const ref of mediaRefsOf(snapshot)) byKey.set(collisionKey(ref), [...(byKey.get(collisionKey(ref)) ?? []), ref]);
    const refused = new Set<string>();
    for (const refs of byKey.values()) {
      if (refs.length < 2) continue;
      for (const ref of refs) {
        warn(
          `refused media file ${JSON.stringify(ref)} in ${mediaWhere.get(ref)}: its name differs only by case or Unicode form from ${refs
            .filter((other) => other !== ref)
            .map((other) => JSON.stringify(other))
            .join(', ')}; nothing written for it`,
        );
        refused.add(ref);
      }
    }
    return refused;
  }

  async function downloadMedia(tmp: string, snapshot: Snapshot) {
    const refs = [...mediaRefsOf(snapshot)];
    const files: Record<string, ManifestFile> = {};
    const dropped = new Set<string>();
    let downloaded = 0;
    let reused = 0;
    let done = 0;
    await allOrFirstFailure(
      refs.map(async (ref) => {
        const file = mediaFile(ref);
        const dest = join(tmp, file);
        await ensureParent(dest);
        const before = previous?.manifest.files[file];
        const beforePath = join(out, file);
        const canReuse = before !== undefined && (await exists(beforePath));
        const result = await http.download(mediaUrl(options.mediaUrl, ref), dest, `/media/${ref}`, canReuse ? before : {});
        if (result.kind === 'not-modified' && before) {
          await copyFile(beforePath, dest);
          files[file] = before;
          reused += 1;
        } else if (result.kind === 'downloaded' && contentProblem(ref, result.head)) {
          warn(`refused media file /media/${ref} (${mediaWhere.get(ref)}): ${contentProblem(ref, result.head)}; the reference is dropped`);
          await rm(dest, { force: true });
          dropped.add(ref);
        } else if (result.kind === 'downloaded') {
          const { kind: _kind, head: _head, ...entry } = result;
          files[file] = entry;
          downloaded += 1;
        } else {
          const status = result.kind === 'missing' ? `HTTP ${result.status}` : 'HTTP 304 without an earlier copy';
          warn(`media file /media/${ref} (${mediaWhere.get(ref)}): ${status}; the reference is dropped`);
          dropped.add(ref);
        }
        done += 1;
        options.onProgress?.(`media ${done}/${refs.length}, ${http.stats.requests} requests`);
      }),
      stopTheRest,
    );
    return { files, dropped, downloaded, reused };
  }
}

async function readPrevious(out: string, warn: (message: string) => void) {
  if (!(await exists(out))) return null;
  try {
    const [snapshot, manifest] = await Promise.all([loadSnapshot(out), loadManifest(out)]);
    return { snapshot, manifest };
  } catch (error) {
    warn(`the previous snapshot cannot be compared (${(error as Error).message}); every media file is downloaded again`);
    return null;
  }
}
