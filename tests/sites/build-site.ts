/**
 * Builds a test site with `astro build` as a deploy runs it, once for a given snapshot and source:
 * the build is keyed by a digest of both, so a site whose snapshot and code are unchanged is
 * reused, by the next tier of the same run or by the next run. Each site keeps its own Astro
 * cache's optimised images and fonts between builds, and nothing else of it (pages, PDF texts):
 * every page of a test site is rendered, and every warning logged, by the code under test.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { hashTree } from '../helpers/snapshot.ts';
import { SEEDED_PARTS, seedCache } from './seed-cache.ts';
import { sourceDigest } from './source-digest.ts';
import { TEST_SITES, type TestSiteDefinition, type TestSiteName } from './sites.ts';

/** Where test sites live: beside Astro's own cache, outside the temp directory and git. */
export const TEST_SITES_DIR = resolve('node_modules/.cache/test-sites');

/** The integration files' temp folders, inside the project (tests/sites/worker-setup.ts); empty after a run. */
export const TEST_TEMP_DIR = resolve('node_modules/.cache/test-temp');

/** What a test reads of a built site. */
export interface BuiltSite {
  name: TestSiteName;
  /** The built site, as Netlify would publish it. */
  dist: string;
  /** The snapshot it was built from. */
  snapshot: string;
  /** The build's log, as the CLI prints it. */
  log: string;
  /** What the site's snapshot maker returned (a pull's report). */
  data: unknown;
}

/** Build settings a developer's shell may hold, cleared so each site builds as its definition says. */
/**
 * The day every test site is built for: what is open on it is fixed, so a test reads the same
 * site every day, and a site built yesterday is the site of today (its key holds the day).
 */
export const TEST_BUILD_DAY = '2026-11-28';
const CLEARED = {
  SITE_URL: '',
  SITE_TEMPLATE_PAGES: '',
  CONTACT_FORM_ACTION: '',
  URL: '',
  SITE_TIME_ZONE: '',
  SITE_BUILD_DATE: TEST_BUILD_DAY,
};

/** The environment `astro build` gets: the shell's, without what a test runner sets (NODE_ENV=test builds React for development). */
function buildEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'TEST',
    ),
  );
}

function run(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done(log) : fail(new Error(`astro build exited with ${code}:\n${log}`)),
    );
  });
}

/** What a pull writes differently each time it mirrors the same content: when, from which port, and the files' HTTP validators. */
const PULL_MOMENT = new Set(['pulledAt', 'checkedAt', 'lastModified', 'etag']);

/** A snapshot's content, its pull's moment left out: a site whose content is unchanged is not built again. */
async function snapshotDigest(snapshot: string) {
  const files: Record<string, unknown> = await hashTree(snapshot);
  const manifest = await readFile(join(snapshot, 'manifest.json'), 'utf8').catch(() => undefined);
  if (manifest)
    files['manifest.json'] = JSON.parse(manifest, (key, value: unknown) =>
      PULL_MOMENT.has(key)
        ? undefined
        : typeof value === 'string'
          ? value.replace(/^(http:\/\/127\.0\.0\.1):\d+/, '$1')
          : value,
    );
  return files;
}

const digestOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Runs `work` holding the site's folder alone, so two runs on one machine never build it at once. */
async function holding<T>(base: string, work: () => Promise<T>): Promise<T> {
  const lock = join(base, '.lock');
  await mkdir(base, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => '0'));
      // A run that died holding it: its lock is stale.
      if (holder && !alive(holder)) await rm(lock, { recursive: true, force: true });
      else await setTimeout(500);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * The site's Astro cache with only its images and fonts left, and those of the site whose
 * pictures it shares added: the sample's derivatives do not encode the sample's images again.
 */
async function keptCache(base: string, imagesFrom: TestSiteName | undefined): Promise<string> {
  const cache = join(base, 'cache');
  const kept = new Set<string>(SEEDED_PARTS);
  const parts = await readdir(cache).catch(() => []);
  await Promise.all(
    parts
      .filter((part) => !kept.has(part))
      .map((part) => rm(join(cache, part), { recursive: true, force: true })),
  );
  return imagesFrom ? seedCache(cache, join(TEST_SITES_DIR, imagesFrom, 'cache')) : cache;
}

/** Makes the site's snapshot and builds it unless the same snapshot and source were built already. */
export const buildSite = (name: TestSiteName): Promise<BuiltSite> =>
  holding(join(TEST_SITES_DIR, name), () => makeSite(name));

/** What a build leaves beside the site: enough for the next tier of the same run to read it as built. */
interface SiteRecord {
  key: string;
  /** The run (`TEST_RUN_ID`, set by scripts/test-tiers.ts) that built or checked it last. */
  run?: string;
  site: BuiltSite;
}

async function makeSite(name: TestSiteName): Promise<BuiltSite> {
  const definition: TestSiteDefinition = TEST_SITES[name];
  const base = join(TEST_SITES_DIR, name);
  const record = join(base, 'site.json');
  const previous = await readFile(record, 'utf8').then(
    (text) => JSON.parse(text) as SiteRecord,
    () => undefined,
  );
  const runId = process.env.TEST_RUN_ID;
  // Another tier of this run has it: its snapshot is not made again under that tier's feet.
  if (runId && previous?.run === runId && previous.site) {
    console.log(`test site ${name}: built for this run already`);
    return previous.site;
  }
  await rm(join(base, 'snapshot'), { recursive: true, force: true });
  const { dir: snapshot, data } = await definition.snapshot(join(base, 'snapshot'));
  const env = { ...CLEARED, ...definition.env };
  const key = digestOf([name, env, await snapshotDigest(snapshot), await sourceDigest()]);
  const site: BuiltSite = { name, dist: join(base, 'dist'), snapshot, log: '', data };
  if (previous?.key === key && previous.site) {
    console.log(`test site ${name}: unchanged, not built again`);
    const built = { ...site, log: previous.site.log };
    await writeFile(record, JSON.stringify({ key, run: runId, site: built } satisfies SiteRecord));
    return built;
  }

  await rm(record, { force: true });
  const cache = await keptCache(base, definition.imagesFrom);
  const next = join(base, 'dist-next');
  await rm(next, { recursive: true, force: true });
  const started = performance.now();
  const log = await run({
    ...buildEnvironment(),
    ...env,
    SNAPSHOT_DIR: snapshot,
    SITE_OUT_DIR: next,
    ASTRO_CACHE_DIR: cache,
  });
  await rm(site.dist, { recursive: true, force: true });
  await rename(next, site.dist);
  await writeFile(
    record,
    JSON.stringify({ key, run: runId, site: { ...site, log } } satisfies SiteRecord),
  );
  console.log(`test site ${name}: built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { ...site, log };
}

/**
 * Builds the named sites, two at a time (one per core of the CI machine). A site whose pictures
 * others share goes first, as the others wait for its images; they go last.
 */
export async function buildSites(names: readonly TestSiteName[]): Promise<BuiltSite[]> {
  const sharing = (name: TestSiteName) => (TEST_SITES[name] as TestSiteDefinition).imagesFrom;
  const shared = new Set<TestSiteName | undefined>(names.map(sharing));
  const rank = (name: TestSiteName) => (shared.has(name) ? 0 : sharing(name) ? 2 : 1);
  const queue = [...names].sort((a, b) => rank(a) - rank(b));
  const builds = new Map<TestSiteName, Promise<BuiltSite>>();
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const source = sharing(name);
      if (source) await builds.get(source);
      const build = buildSite(name);
      builds.set(name, build);
      await build;
    }
  };
  await Promise.all([worker(), worker()]);
  return Promise.all(names.map((name) => builds.get(name)!));
}
