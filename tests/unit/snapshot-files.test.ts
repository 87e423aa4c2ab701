import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSnapshot } from '../../scripts/lib/pull/snapshot-check.ts';
import { loadSnapshot } from '../../src/cms/snapshot-files.ts';
import { stableStringify } from '../../src/cms/stable-json.ts';
import { SAMPLE, copyOfSample, editJson } from '../helpers/snapshot.ts';

describe('reading a snapshot', () => {
  it('reads the committed sample, every menu with its page', async () => {
    const snapshot = await loadSnapshot(SAMPLE);
    expect(snapshot.settings.site_name).toBe('Meridian Bridge Group');
    expect(snapshot.pages).toHaveLength(20);
    expect(
      snapshot.pages.find((page) => page.name === 'Gallery')?.images.length,
    ).toBeGreaterThanOrEqual(4);
    expect(snapshot.tables.team.length).toBeGreaterThan(0);
  });

  it('names the file and the field of a bad value', async () => {
    const dir = await copyOfSample();
    await editJson(join(dir, 'menus/3.json'), (page) => (page.blocks[0].html = 5));
    await expect(loadSnapshot(dir)).rejects.toThrow(
      /menus\/3\.json: blocks\.0\.html: .*expected string/,
    );
  });

  it('refuses a hand-edited media path that leaves the media folder', async () => {
    const dir = await copyOfSample();
    await editJson(
      join(dir, 'tables/team.json'),
      (team) => (team[0].image = '../../../etc/passwd'),
    );
    await expect(loadSnapshot(dir)).rejects.toThrow(
      /tables\/team\.json: 0\.image: must be a relative path inside media\//,
    );
  });

  it("builds a hand-edited or old snapshot's menus as the pull would have written them", async () => {
    const dir = await copyOfSample();
    await editJson(join(dir, 'menus.json'), (menus) => (menus[1].name = ' undefined\u0007 '));
    await editJson(join(dir, 'menus/3.json'), (page) => {
      page.name = '';
      page.blocks[0].name = 'Our\nmission\u0000';
      page.blocks.push({ name: 'undefined', html: '<p>no name</p>' });
      page.images.push({ name: '', files: [] });
    });
    const snapshot = await loadSnapshot(dir);
    const mission = snapshot.pages.find((page) => page.id === 3)!;
    expect(snapshot.menus[1]!.name).toBe(`Menu ${snapshot.menus[1]!.id}`);
    expect(mission.name).toBe('Menu 3');
    expect(mission.blocks[0]!.name).toBe('Our mission');
    expect(mission.blocks.map((block) => block.html)).not.toContain('<p>no name</p>');
    expect(mission.images.map((group) => group.name)).not.toContain('');
  });

  it('says which file is missing', async () => {
    const dir = await copyOfSample();
    await rm(join(dir, 'menus/5.json'));
    await expect(loadSnapshot(dir)).rejects.toThrow(/menus\/5\.json: cannot be read \(ENOENT\)/);
  });
});

describe('the whole-snapshot check', () => {
  it('passes the sample, with its Home menu and every notice', async () => {
    const snapshot = await checkSnapshot(SAMPLE);
    expect(snapshot.pages.map((page) => page.name)).toContain('Home');
    expect(snapshot.notices.length).toBeGreaterThan(0);
  });

  it('fails when a referenced media file is absent', async () => {
    const dir = await copyOfSample();
    await rm(join(dir, 'media/siteSettings/logo.png'));
    await expect(checkSnapshot(dir)).rejects.toThrow(
      '1 media file(s) referenced but absent, e.g. siteSettings/logo.png',
    );
  });

  it('fails on a menu id used twice', async () => {
    const dir = await copyOfSample();
    await editJson(join(dir, 'menus.json'), (menus) =>
      menus[1].children.push({ id: 1, name: 'Home again', parent: 2, children: [] }),
    );
    await expect(checkSnapshot(dir)).rejects.toThrow('menu id 1 appears more than once');
  });
});

describe('stable JSON', () => {
  it('sorts keys at every depth and keeps array order', () => {
    expect(stableStringify({ b: 1, a: { d: [3, 1], c: null } })).toBe(
      '{\n  "a": {\n    "c": null,\n    "d": [\n      3,\n      1\n    ]\n  },\n  "b": 1\n}\n',
    );
  });
});
