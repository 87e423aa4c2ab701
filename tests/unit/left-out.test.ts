/**
 * What the pull leaves out, kept for the publish report: each value placed as the back office
 * shows it (screen, row's title, field's label), and worded for editors without ids or field
 * variable names; a hostile back office cannot make the list, or the report, grow without end.
 */
import { describe, expect, it } from 'vitest';
import { LeftOutList, quotedValue } from '../../scripts/lib/pull/left-out.ts';
import { rowTitle } from '../../scripts/lib/pull/screens.ts';
import { normaliseRecord, type NormaliseContext } from '../../scripts/lib/pull/normalise.ts';
import { findingWords } from '../../scripts/lib/preflight/finding.ts';
import { leftOutValues } from '../../scripts/lib/preflight/kinds/left-out.ts';
import { TEXT_LIMITS } from '../../src/cms/clean-values.ts';
import {
  LEFT_OUT_LIMIT,
  LEFT_OUT_REASONS,
  ManifestSchema,
  rawSchemaOf,
  type LeftOut,
} from '../../src/cms/schema.ts';

function record<E extends 'employees' | 'notices' | 'settings'>(entity: E, fields: object) {
  const leftOut: LeftOut[] = [];
  const warnings: string[] = [];
  const context: NormaliseContext = {
    resolveMedia: (raw) => raw,
    warn: (line) => warnings.push(line),
    leaveOut: (item) => leftOut.push(item),
    designations: null,
  };
  const kept = normaliseRecord(entity, rawSchemaOf(entity).parse({ id: 3, ...fields }), context);
  return { kept, leftOut, warnings };
}

describe('what the pull leaves out, placed for editors', () => {
  it('names a row left out for an empty field by its screen, its title and the field', () => {
    const { kept, leftOut } = record('employees', { first_name: '  ', last_name: 'Osei' });
    expect(kept).toBeNull();
    expect(leftOut).toEqual([
      { screen: 'Employees', row: 'Osei', field: 'First name', reason: 'row-empty-field' },
    ]);
  });

  it('names each value not shown, quoting what the editor typed on one line', () => {
    const { kept, leftOut } = record('notices', {
      title: 'Office closed',
      date: '2026-02-30',
      note: 'x'.repeat(5_000),
    });
    expect(kept?.date).toBeNull();
    expect(leftOut).toEqual([
      {
        screen: 'Notices',
        row: 'Office closed',
        field: 'Date',
        reason: 'not-date',
        value: '2026-02-30',
      },
      {
        screen: 'Notices',
        row: 'Office closed',
        field: 'Note',
        reason: 'text-cut',
        count: kept!.note!.length,
      },
    ]);
    const settings = record('settings', { email: 'info at\nharbour', facebook_url: 'our page' });
    expect(settings.leftOut).toEqual([
      { screen: 'General settings', field: 'Email', reason: 'not-email', value: 'info at harbour' },
      {
        screen: 'General settings',
        field: 'Facebook url',
        reason: 'not-web-address',
        value: 'our page',
      },
    ]);
  });

  it('keeps at most LEFT_OUT_LIMIT, and the report says how many more there are', () => {
    const list = new LeftOutList();
    for (let index = 0; index < LEFT_OUT_LIMIT + 3; index += 1)
      list.add({ screen: 'Gallery', row: `photo-${index}.jpg`, reason: 'file-missing' });
    const { items, more } = list.manifestEntry;
    expect([items.length, more]).toEqual([LEFT_OUT_LIMIT, 3]);
    const findings = leftOutValues(list.manifestEntry);
    expect(findings).toHaveLength(LEFT_OUT_LIMIT + 1);
    expect(findingWords(findings.at(-1)!)).toBe(
      '3 more values are left out of the website the same ways. To fix: fix the ones above and publish again: the next report names the rest.',
    );
  });

  it.each(LEFT_OUT_REASONS)(
    'words “%s” for editors: what visitors miss and a fix, no ids or variable names',
    (reason) => {
      const [finding] = leftOutValues({
        items: [
          {
            screen: 'Clients',
            row: 'Petrel Lines',
            field: 'Site link',
            reason,
            value: 'petrel dot example',
            count: 2,
          },
        ],
        more: 0,
      });
      const words = findingWords(finding!);
      expect(words).toMatch(/^Clients › “Petrel Lines” \(Site link\): \S.* To fix: \S/);
      expect(words).not.toMatch(/undefined|null|NaN|_|\bid\b|CMS_|[a-z][A-Z][a-z]/);
    },
  );

  it('keeps each text short and clean, whatever the back office sent, and the same items in any order', () => {
    const huge = `${'x'.repeat(1_000_000)}.exe`;
    const title = rowTitle('gallery', { id: 1, image: `gallery/${huge}` });
    expect([...title].length).toBeLessThanOrEqual(60);
    expect(rowTitle('notices', { id: 2, title: 'Fees&#1;&#8;&#xFFFF; due' })).toBe('Fees due');
    expect(rowTitle('gallery', { id: 3, image: 'https://cms.example/' })).toBe(
      'a row with no title',
    );

    const items: LeftOut[] = [
      { screen: 'Team', row: 'a\u0301'.repeat(100_000), reason: 'file-missing', value: huge },
      { screen: 'Clients', row: 'Petrel Lines', reason: 'not-link', value: 'x' },
      { screen: 'Gallery', row: 'Pier.png', reason: 'file-missing' },
    ];
    const one = new LeftOutList();
    const other = new LeftOutList();
    for (const item of items) one.add(item);
    for (const item of [...items].reverse()) other.add(item);
    expect(other.manifestEntry).toEqual(one.manifestEntry);
    const { items: kept } = one.manifestEntry;
    expect(kept.map((item) => item.screen)).toEqual(['Clients', 'Gallery', 'Team']);
    expect(JSON.stringify(kept).length).toBeLessThan(1_000);
  });

  it('never quotes a password typed in an address, to editors or in the log', () => {
    const { leftOut, warnings } = record('settings', {
      facebook_url: 'https://admin:hunter2@facebook.com/acme',
    });
    expect(JSON.stringify([leftOut, warnings])).not.toContain('hunter2');
    expect(leftOut).toEqual([
      expect.objectContaining({
        reason: 'not-web-address',
        value: 'https://***@facebook.com/acme',
      }),
    ]);
    expect(quotedValue('https://admin:hunter2@facebook.com/acme')).toBe(
      'https://***@facebook.com/acme',
    );
    expect(quotedValue('admin:hunter2@facebook.com')).toBe('***@facebook.com');
    expect(quotedValue('info@harbourline.example')).toBe('info@harbourline.example');
  });

  // Issue 49 B44: a name of a few letters and 100,000 marks said "shorten it to 300 characters".
  it("says a character's marks were cut, not the text's length, in the editors' words", () => {
    const { kept, leftOut } = record('settings', {
      site_name: `Meridian${'\u0301'.repeat(100_000)}`,
    });
    expect((kept as { site_name: string }).site_name).toBe(`Meridian${'\u0301'.repeat(15)}`);
    expect(leftOutValues({ items: leftOut, more: 0 }).map(findingWords)).toEqual([
      'General settings (Site name): its characters carry more accents, marks or symbols than any language needs, so the website shows them only in part. To fix: type the text again: a long run of marks usually comes with text pasted from elsewhere.',
    ]);
  });

  // Issue 49: one out-of-range number dropped the whole list without a word; its texts had no bound.
  it('counts an item it cannot read with the rest, keeps the others, and bounds every text', () => {
    const manifest = {
      schemaVersion: 2,
      source: { api: 'https://cms.example', media: 'https://cms.example' },
      pulledAt: '2026-11-27T00:00:00Z',
      counts: {},
      files: {},
    };
    const read = ManifestSchema.parse({
      ...manifest,
      leftOut: {
        items: [
          { screen: 'Team', reason: 'a-newer-reason' },
          { screen: 'Team', reason: 'rows-over-limit', count: -1 },
          { screen: 'Notices', row: 'x'.repeat(100_000), reason: 'text-cut' },
        ],
        more: 2,
      },
    });
    expect(read.leftOut?.more).toBe(4);
    expect(read.leftOut?.items).toEqual([
      { screen: 'Notices', row: 'x'.repeat(TEXT_LIMITS.line), reason: 'text-cut' },
    ]);
    const many = ManifestSchema.parse({
      ...manifest,
      leftOut: {
        items: Array.from({ length: LEFT_OUT_LIMIT + 5 }, () => ({
          screen: 'Team',
          reason: 'no-roles',
        })),
        more: 0,
      },
    });
    expect([many.leftOut?.items.length, many.leftOut?.more]).toEqual([LEFT_OUT_LIMIT, 5]);
    expect(ManifestSchema.parse({ ...manifest, leftOut: 'none' }).leftOut).toBeUndefined();
    expect(ManifestSchema.parse(manifest).leftOut).toBeUndefined();
  });
});
