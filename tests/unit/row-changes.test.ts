import { describe, expect, it } from 'vitest';
import { placeWords } from '../../scripts/lib/pull/screens.ts';
import {
  excerpts,
  MAX_LISTED_ROWS,
  rowChanges,
  type RowChange,
} from '../../scripts/lib/preflight/row-changes.ts';
import type { Snapshot } from '../../src/cms/schema.ts';
import { company } from '../fixtures/preflight-snapshot.ts';
import { baseSettings, inventedSnapshot } from '../helpers/invented-snapshot.ts';

const words = (change: RowChange) =>
  `${change.what} ${placeWords(change.place)}${change.before !== undefined ? `: ${change.before} → ${change.after}` : ''}`;
const said = (live: Snapshot | null, next: Snapshot) => rowChanges(live, next).listed.map(words);

const LONG =
  'Our crews load and unload cargo at three harbours every day of the year, with cranes we own, a yard we run and a team that knows each quay by name.';

describe('what a release changes, row by row', () => {
  it('names the screen, the row and the field, with the text before and after', () => {
    const live = inventedSnapshot({
      tables: {
        companies: [company(4, 'Tern Shipping', 'Boats.'), company(5, 'Kite Air', 'Planes.')],
      },
    });
    const next = inventedSnapshot({
      settings: { ...baseSettings, phone: '+880 1700 000001' },
      tables: {
        companies: [
          company(4, 'Tern Shipping Lines', 'Boats.'),
          company(6, 'Heron Rail', 'Trains.'),
        ],
      },
    });
    expect(said(live, next)).toEqual([
      'changed General settings (Phone): (empty) → +880 1700 000001',
      'changed Sister concerns › “Tern Shipping Lines” (Title): Tern Shipping → Tern Shipping Lines',
      'added Sister concerns › “Heron Rail”',
      'removed Sister concerns › “Kite Air”',
    ]);
  });

  it('shows where a long text differs, not only its opening words', () => {
    const { before, after } = excerpts(LONG, LONG.replace('knows each quay', 'knows every quay'));
    expect(before).toMatch(/^….*knows each quay by name\.$/);
    expect(after).toMatch(/^….*knows every quay by name\.$/);
    expect(before.length).toBeLessThanOrEqual(82);
    // A text longer than the excerpt is cut where a word ends.
    expect(excerpts('', LONG).after).toBe(
      'Our crews load and unload cargo at three harbours every day of the year, with…',
    );
  });

  it('names a block of a CMS menu by its menu and its name', () => {
    const page = (html: string): Snapshot['pages'][number] => ({
      id: 3,
      name: 'about-us',
      blocks: [{ name: 'Who we are', html }],
      images: [],
    });
    const menus = [{ id: 3, name: 'About us', parent: null, children: [] }] as Snapshot['menus'];
    expect(
      said(
        inventedSnapshot({ menus, pages: [page('<p>We ship.</p>')] }),
        inventedSnapshot({ menus, pages: [page('<p>We ship <b>and fly</b>.</p>')] }),
      ),
    ).toEqual([
      'changed CMS menu contents › “About us › Who we are” (Value): We ship. → We ship and fly.',
    ]);
  });

  it('says nothing when nothing changed, and lists at most the first 50 of many', () => {
    const many = inventedSnapshot({
      tables: {
        companies: Array.from({ length: 120 }, (_, i) => company(i + 1, `Row ${i + 1}`, 'x')),
      },
    });
    expect(rowChanges(many, many)).toEqual({ listed: [], count: 0 });
    const changes = rowChanges(inventedSnapshot(), many);
    expect(changes.count).toBe(120);
    expect(changes.listed).toHaveLength(MAX_LISTED_ROWS);
  });
});
