/**
 * Each CMS entity's fields, described once: how the CMS may send a field (tolerant of its
 * quirks, CMS-API contract in docs/cms-contract.md), how the snapshot keeps it (strict, stable)
 * and whether it names a media file, of what kind. The raw and snapshot schemas
 * (./schema.ts), the media field table (./media-fields.ts) and through it the pull's
 * normalisers, the snapshot's media list and the reference CMS's answers are derived from here.
 * No `astro:` imports: plain Node scripts load this module too.
 */
import { z } from 'zod';
import type { MediaField } from './media-types.ts';

export const id = z.number().int().nonnegative();

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');

/** A text field editors may leave empty: missing, null and "" all mean "none". */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null));

export function isSafeRelativePath(ref: string): boolean {
  if (/[\u0000-\u001f\\]/.test(ref) || ref.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(ref)) {
    return false;
  }
  return ref.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * A media file, relative to snapshot/media (the CMS's /media/ folder).
 * Checked again here so that a hand-edited or hostile snapshot cannot point the build
 * outside its media folder.
 */
export const MediaRefSchema = z
  .string()
  .min(1)
  .refine((ref) => isSafeRelativePath(ref), {
    message: 'must be a relative path inside media/ (no "..", no leading "/", no "\\", no scheme)',
  });
export type MediaRef = z.output<typeof MediaRefSchema>;

/** One field: its schema in a CMS answer, its schema in the snapshot, and the media it may name. */
interface Field {
  raw: z.ZodType;
  snapshot: z.ZodType;
  media?: MediaField;
}
type Fields = Record<string, Field>;

const designation = z.object({ id, name: z.string() });

const field = {
  id: { raw: id, snapshot: id },
  /** Text the entity cannot do without. */
  name: { raw: z.string(), snapshot: z.string() },
  text: { raw: optionalText, snapshot: z.string().nullable() },
  date: { raw: isoDate, snapshot: isoDate },
  number: {
    raw: z
      .number()
      .nullish()
      .transform((value) => value ?? null),
    snapshot: z.number().nullable(),
  },
  /** A media file the entity may go without. */
  media: <M extends MediaField>(kind: M) => ({ raw: optionalText, snapshot: MediaRefSchema.nullable(), media: kind }),
  /** A media file the entity is nothing without: the pull leaves out an item whose file is missing or refused. */
  requiredMedia: <M extends MediaField>(kind: M) => ({ raw: optionalText, snapshot: MediaRefSchema, media: kind }),
  designation: {
    raw: z
      .union([designation, id, z.null()])
      .optional()
      // A bare id names no designation the site could show.
      .transform((value) => (value && typeof value === 'object' ? value : null)),
    snapshot: designation.nullable(),
  },
} as const;

export const ENTITIES = {
  settings: {
    id: field.id,
    site_name: field.text,
    title: field.text,
    logo: field.media('image'),
    favicon: field.media('image'),
    /** The home page's pop-up image; none means no pop-up. */
    slider: field.media('image'),
    email: field.text,
    phone: field.text,
    address: field.text,
    facebook_url: field.text,
    twitter_url: field.text,
    instagram_url: field.text,
  },
  sliders: {
    id: field.id,
    title: field.text,
    subtitle: field.text,
    details: field.text,
    image: field.requiredMedia('image'),
    link: field.text,
    serial_number: field.number,
  },
  notices: {
    id: field.id,
    title: field.name,
    date: field.date,
    file: field.media('notice'),
  },
  employees: {
    id: field.id,
    first_name: field.name,
    last_name: field.text,
    email: field.text,
    primary_phone: field.text,
    street_address_one: field.text,
    street_address_two: field.text,
    image: field.media('image'),
    designation: field.designation,
  },
} as const satisfies Record<string, Fields>;

export type Entity = keyof typeof ENTITIES;

/** The zod shape of one side (CMS answer or snapshot) of an entity. */
export const shapeOf = <F extends Fields, S extends 'raw' | 'snapshot'>(fields: F, side: S) =>
  Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, description[side]])) as {
    [K in keyof F]: F[K][S];
  };

type MediaOf<F extends Fields> = {
  [K in keyof F as F[K] extends { media: MediaField } ? K : never]: F[K] extends { media: infer M } ? M : never;
};

/** An entity's media fields and the kind of file each may hold. */
export const mediaOf = <F extends Fields>(fields: F) =>
  Object.fromEntries(Object.entries(fields).flatMap(([name, { media }]) => (media ? [[name, media]] : []))) as MediaOf<F>;
