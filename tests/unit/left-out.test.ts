/**
 * What the pull leaves out, kept for the publish report: each value placed as the back office
 * shows it (screen, row's title, field's label), and worded for editors without ids or field
 * variable names; a hostile back office cannot make the list, or the report, grow without end.
 */
import { describe, expect, it } from 'vitest';
import { LeftOutList } from '../../scripts/lib/pull/left-out.ts';
import { normaliseRecord, type NormaliseContext } from '../../scripts/lib/pull/normalise.ts';
import { findingWords } from '../../scripts/lib/preflight/finding.ts';
import { leftOutValues } from '../../scripts/lib/preflight/kinds/left-out.ts';
import {
  LEFT_OUT_LIMIT,
  LEFT_OUT_REASONS,
  rawSchemaOf,
  type LeftOut,
} from '../../src/cms/schema.ts';

function record<E extends 'employees' | 'notices' | 'settings'>(entity: E, fields: object) {
  const leftOut: LeftOut[] = [];
  const context: NormaliseContext = {
    resolveMedia: (raw) => raw,
    warn: () => undefined,
    leaveOut: (item) => leftOut.push(item),
    designations: null,
  };
  const kept = normaliseRecord(entity, rawSchemaOf(entity).parse({ id: 3, ...fields }), context);
  return { kept, leftOut };
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
});
