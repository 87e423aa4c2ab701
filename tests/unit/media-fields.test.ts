import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEDIA_FIELDS } from '../../src/cms/media-fields.ts';
import { EmployeeSchema, MediaRefSchema, NoticeSchema, SettingsSchema, SliderSchema } from '../../src/cms/schema.ts';

/** The fields a snapshot schema declares as media refs. */
const mediaFieldsOfSchema = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => field === MediaRefSchema || (field instanceof z.ZodNullable && field.unwrap() === MediaRefSchema))
    .map(([name]) => name)
    .sort();

describe('the media fields table', () => {
  it.each([
    ['settings', SettingsSchema],
    ['sliders', SliderSchema],
    ['notices', NoticeSchema],
    ['employees', EmployeeSchema],
  ] as const)('names exactly the media fields the %s schema declares', (entity, schema) => {
    expect(Object.keys(MEDIA_FIELDS[entity]).sort()).toEqual(mediaFieldsOfSchema(schema));
  });

  it('lets a notice hold a PDF and every other field only an image', () => {
    expect(MEDIA_FIELDS.notices.file).toBe('notice');
    expect([...Object.values(MEDIA_FIELDS.settings), MEDIA_FIELDS.sliders.image, MEDIA_FIELDS.employees.image]).toEqual([
      'image',
      'image',
      'image',
      'image',
      'image',
    ]);
  });
});
