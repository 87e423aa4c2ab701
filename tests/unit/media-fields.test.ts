/**
 * Every media field of every entity (src/cms/entities.ts), checked the same way whatever the
 * entity: a snapshot cannot point one outside media/, a CMS answer may leave it empty, and a
 * file the pull could not have is dropped from it.
 */
import { describe, expect, it } from 'vitest';
import { ENTITIES, type Entity, type FieldKind } from '../../src/cms/entities.ts';
import { mapMediaFields, mediaFieldsOf, mediaRefsOfItem } from '../../src/cms/media-fields.ts';
import { rawSchemaOf, snapshotSchemaOf } from '../../src/cms/schema.ts';
import { normaliseRecord } from '../../scripts/lib/pull/normalise.ts';

const SAMPLE: Record<FieldKind, unknown> = {
  id: 1,
  text: 'Text',
  email: 'office@example.org',
  html: '<p>Text</p>',
  url: null,
  link: null,
  date: '2026-01-01',
  number: 1,
  flag: false,
  media: 'folder/file.jpg',
  mediaList: ['folder/a.jpg', 'folder/b.jpg'],
  designation: null,
};

/** A valid snapshot record of an entity, every media field set. */
const recordOf = (entity: Entity) =>
  Object.fromEntries(
    Object.entries(ENTITIES[entity] as Record<string, { kind: FieldKind }>).map(([name, field]) => [
      name,
      SAMPLE[field.kind],
    ]),
  );

const withMedia = (Object.keys(ENTITIES) as Entity[]).filter(
  (entity) => mediaFieldsOf(entity).length > 0,
);

describe('the media fields of each entity', () => {
  it.each(withMedia)('%s: a snapshot that points one outside media/ is refused', (entity) => {
    const schema = snapshotSchemaOf(entity);
    expect(schema.safeParse(recordOf(entity)).success).toBe(true);
    for (const { field, list } of mediaFieldsOf(entity)) {
      const result = schema.safeParse({
        ...recordOf(entity),
        [field]: list ? ['../../etc/passwd'] : '../../etc/passwd',
      });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe(field);
    }
  });

  it.each(withMedia)('%s: a CMS answer with a media field left empty reads as none', (entity) => {
    const context = {
      resolveMedia: (raw: string | null) => raw,
      warn: () => undefined,
      leaveOut: () => undefined,
      designations: null,
    };
    for (const { field, list } of mediaFieldsOf(entity)) {
      if (list) continue;
      for (const empty of ['', null, 'undefined']) {
        // A detail view lists extra pictures as `[{ id, image }]` (CMS-API §2.8).
        const lists = Object.fromEntries(
          mediaFieldsOf(entity)
            .filter((other) => other.list)
            .map((other) => [other.field, []]),
        );
        const raw = rawSchemaOf(entity).parse({ ...recordOf(entity), ...lists, [field]: empty });
        const record = normaliseRecord(entity, raw, context) as Record<string, unknown> | null;
        // A record that is nothing without the file is left out instead.
        expect(record === null || record[field] === null, `${field} ${String(empty)}`).toBe(true);
      }
    }
  });

  it('drops a file that could not be had from a list field and empties a single one', () => {
    const company = recordOf('companies');
    const kept = mapMediaFields('companies', company, (ref) =>
      ref === 'folder/a.jpg' || ref === 'folder/file.jpg' ? null : ref,
    );
    expect(mediaRefsOfItem('companies', kept)).toEqual(['folder/b.jpg']);
  });
});

describe("a company's extra pictures", () => {
  const pictures = (images: Array<{ id?: number | null; image: string | null }>) =>
    (rawSchemaOf('companies').parse({ ...recordOf('companies'), images }) as { images: string[] })
      .images;

  it('come newest first whatever order the back office answers them in', () => {
    const answered = [
      { id: 7, image: '/media/c/seven.jpg' },
      { id: 9, image: '/media/c/nine.jpg' },
      { id: 8, image: '/media/c/eight.jpg' },
    ];
    const once = pictures(answered);
    expect(once).toEqual(['/media/c/nine.jpg', '/media/c/eight.jpg', '/media/c/seven.jpg']);
    expect(pictures([...answered].reverse())).toEqual(once);
  });

  it('keep the answered order among pictures without an id, after those with one', () => {
    expect(
      pictures([
        { image: '/media/c/first.jpg' },
        { id: 3, image: '/media/c/three.jpg' },
        { id: null, image: '/media/c/second.jpg' },
        { id: 4, image: null },
      ]),
    ).toEqual(['/media/c/three.jpg', '/media/c/first.jpg', '/media/c/second.jpg']);
  });
});
