import { describe, expect, it } from 'vitest';
import { MEDIA_FIELDS } from '../../src/cms/media-fields.ts';
import {
  EmployeeSchema,
  NoticeSchema,
  RawEmployeeSchema,
  RawNoticeSchema,
  RawSettingSchema,
  RawSliderSchema,
  SettingsSchema,
  SliderSchema,
} from '../../src/cms/schema.ts';

/** One valid snapshot item and one valid raw answer per entity, with every media field set. */
const entities = {
  settings: {
    snapshot: SettingsSchema,
    raw: RawSettingSchema,
    item: {
      id: 1,
      site_name: 'A',
      title: null,
      logo: 'l.png',
      favicon: 'f.png',
      slider: 's.png',
      email: null,
      phone: null,
      address: null,
      facebook_url: null,
      twitter_url: null,
      instagram_url: null,
    },
  },
  sliders: {
    snapshot: SliderSchema,
    raw: RawSliderSchema,
    item: { id: 1, title: null, subtitle: null, details: null, image: 'a.jpg', link: null, serial_number: 1 },
  },
  notices: { snapshot: NoticeSchema, raw: RawNoticeSchema, item: { id: 1, title: 'T', date: '2026-01-01', file: 'n.pdf' } },
  employees: {
    snapshot: EmployeeSchema,
    raw: RawEmployeeSchema,
    item: {
      id: 1,
      first_name: 'A',
      last_name: null,
      email: null,
      primary_phone: null,
      street_address_one: null,
      street_address_two: null,
      image: 'e.jpg',
      designation: null,
    },
  },
} as const;

describe('the media fields of each entity', () => {
  it.each(Object.keys(entities) as Array<keyof typeof entities>)('%s: a snapshot that points one outside media/ is refused', (entity) => {
    const { snapshot, item } = entities[entity];
    expect(snapshot.safeParse(item).success).toBe(true);
    for (const field of Object.keys(MEDIA_FIELDS[entity])) {
      const result = snapshot.safeParse({ ...item, [field]: '../../etc/passwd' });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it.each(Object.keys(entities) as Array<keyof typeof entities>)(
    '%s: a CMS answer with a media field left empty reads as none',
    (entity) => {
      const { raw, item } = entities[entity];
      for (const field of Object.keys(MEDIA_FIELDS[entity])) {
        expect((raw.parse({ ...item, [field]: '' }) as Record<string, unknown>)[field], field).toBeNull();
      }
    },
  );

  it('lets a notice hold a PDF and every other field only an image', () => {
    expect(MEDIA_FIELDS).toEqual({
      settings: { logo: 'image', favicon: 'image', slider: 'image' },
      sliders: { image: 'image' },
      notices: { file: 'notice' },
      employees: { image: 'image' },
    });
  });
});
