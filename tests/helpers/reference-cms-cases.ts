/**
 * The reference CMS's test cases share these: an invented snapshot served over real HTTP (closed
 * after each test), rows of its tables, and the error pages Django writes.
 */
import { afterEach } from 'vitest';
import { startCmsServer, type CmsServerOptions } from '../../scripts/lib/reference-cms/server.ts';
import { DEFAULT_ENDPOINTS } from '../../scripts/lib/settings/cms-endpoints.ts';
import type { RecordOf, Snapshot } from '../../src/cms/schema.ts';
import { writeInventedSnapshot } from './invented-snapshot.ts';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});

/** Closes what a test started (a child process, a server) once it ends. */
export const closeAfterTest = (close: () => Promise<void>): void => {
  cleanup.push(close);
};

export async function serve(
  snapshot: Snapshot,
  media: Record<string, string> = {},
  options: Partial<CmsServerOptions> = {},
) {
  const snapshotDir = await writeInventedSnapshot(snapshot, media);
  const cms = await startCmsServer({ snapshotDir, endpoints: DEFAULT_ENDPOINTS, ...options });
  cleanup.push(() => cms.close());
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${cms.url}${path}`, { headers, redirect: 'manual' });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: () => JSON.parse(text),
    };
  };
  return { cms, snapshotDir, get };
}

export const team = (
  id: number,
  name: string,
  extra: Partial<RecordOf<'team'>> = {},
): RecordOf<'team'> => ({
  id,
  name,
  designation: 'Executive',
  serial_number: id,
  image: null,
  phone_number: null,
  email: null,
  ...extra,
});

export const notice = (
  id: number,
  extra: Partial<RecordOf<'notices'>> = {},
): RecordOf<'notices'> => ({
  id,
  title: `Notice ${id}`,
  date: '2025-03-01',
  note: null,
  file: null,
  show_on_homepage: false,
  ...extra,
});

export const slide = (id: number, serial: number | null): RecordOf<'sliders'> => ({
  id,
  title: `<p>Slide ${id}</p>`,
  subtitle: null,
  details: null,
  image: `siteSettings/homePageSlider/slide-${id}.png`,
  link: 'https://example.org/more',
  serial_number: serial,
});

export const employee = (
  id: number,
  first_name: string,
  designation: string | null,
): RecordOf<'employees'> => ({
  id,
  first_name,
  last_name: 'Example',
  email: `${first_name.toLowerCase()}@example.org`,
  primary_phone: null,
  image: null,
  designation,
});

export const portfolio = (
  id: number,
  serial: number | null,
  title: string | null = null,
): RecordOf<'portfolios'> => ({
  id,
  title,
  slug: `Country ${id}`,
  image: null,
  serial_number: serial,
});

export const HTML_404 =
  /^\n<!doctype html>\n<html lang="en">\n<head>\n {2}<title>Not Found<\/title>/;
export const HTML_500 = /<title>Server Error \(500\)<\/title>/;
export const keysOf = (value: object) => Object.keys(value);
