import { describe, expect, it } from 'vitest';
import {
  buildSettings,
  SAMPLE_SITE,
  siteAddress,
  UNKNOWN_SITE,
  type SnapshotAddress,
} from '../../src/site-config.ts';

const real: SnapshotAddress = { siteAddress: 'https://www.lakeside.example/', sample: false };
const sample: SnapshotAddress = { siteAddress: null, sample: true };
const noAddress: SnapshotAddress = { siteAddress: null, sample: false };

/** The address a build with `env` over `snapshot` gets, and what it warned. */
function addressOf(env: NodeJS.ProcessEnv, snapshot: SnapshotAddress) {
  const warnings: string[] = [];
  const url = siteAddress(buildSettings(env), snapshot, (message) => warnings.push(message));
  return { url, warnings };
}

describe("the site's public address", () => {
  it("takes SITE_URL, else Netlify's URL, else the general settings' site address", () => {
    const netlify = { NETLIFY: 'true', URL: 'https://lakeside.netlify.app' };
    expect(addressOf({ ...netlify, SITE_URL: 'https://www.lakeside.org' }, real).url).toBe(
      'https://www.lakeside.org',
    );
    expect(addressOf(netlify, real).url).toBe('https://lakeside.netlify.app');
    expect(addressOf({}, real).url).toBe('https://www.lakeside.example');
  });

  it("reads URL only on Netlify's builds, and a site address where it is an http(s) URL or a bare domain", () => {
    expect(addressOf({ URL: 'https://elsewhere.example' }, real).url).toBe(
      'https://www.lakeside.example',
    );
    // The back office documents the field as a bare domain, as the group's editors type it.
    expect(addressOf({}, { ...real, siteAddress: ' www.lakeside.example ' }).url).toBe(
      'https://www.lakeside.example',
    );
    for (const bad of [
      'javascript:alert(1)',
      'lakeside',
      'www.lake side.example',
      '//evil.example',
      // An address with credentials, a query or a fragment is no site's address.
      'https://user:pw@lakeside.example/',
      'https://lakeside.example/?x=1',
      'https://lakeside.example/#top',
    ])
      expect(addressOf({}, { ...real, siteAddress: bad }).url, bad).toBe(UNKNOWN_SITE);
  });

  it("gives the sample's domain to the sample only; a company site without an address gets .invalid and a warning saying what to fill in", () => {
    expect(addressOf({}, sample)).toEqual({ url: SAMPLE_SITE, warnings: [] });
    const unknown = addressOf({}, noAddress);
    expect(unknown.url).toBe(UNKNOWN_SITE);
    expect(unknown.warnings).toEqual([
      expect.stringMatching(/fill in "Site address" in the back office's general settings/),
    ]);
  });

  // Issue 49: a site address in the settings moved every link to another host without a word;
  // with a path, robots.txt named /path/sitemap-index.xml while the sitemap dropped the path.
  it('is one origin for every link, and says where the settings name another address or a path', () => {
    const elsewhere = addressOf(
      { SITE_URL: 'https://www.lakeside.org' },
      { ...real, siteAddress: 'lakeside-old.example' },
    );
    expect(elsewhere.url).toBe('https://www.lakeside.org');
    expect(elsewhere.warnings).toEqual([
      "the back office's general settings, Site address: https://lakeside-old.example is not the address the website is published at, https://www.lakeside.org, which its links to itself, sitemap and shares use",
    ]);
    const path = addressOf({}, { ...real, siteAddress: 'www.lakeside.example/home' });
    expect(path.url).toBe('https://www.lakeside.example');
    expect(path.warnings).toEqual([
      "the back office's general settings, Site address: the path /home is left out: the website is served at the root of https://www.lakeside.example",
    ]);
    // robots.txt, the sitemap and the canonicals all start from the same origin.
    expect(new URL('sitemap-index.xml', path.url).href).toBe(
      'https://www.lakeside.example/sitemap-index.xml',
    );
    expect(addressOf({ SITE_URL: 'https://www.lakeside.org/site/' }, noAddress).url).toBe(
      'https://www.lakeside.org',
    );
  });
});
