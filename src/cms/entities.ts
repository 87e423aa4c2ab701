/**
 * Each CMS entity's fields, described once: what kind of value a field holds, how the CMS may
 * send it (tolerant of the back office's quirks, docs/cms-contract.md) and how the snapshot
 * keeps it (clean, stable). The raw and snapshot schemas (./schema.ts), the media field table
 * (./media-fields.ts), the pull's per-field cleaning and the reference CMS's answers are
 * derived from here. No `astro:` imports: plain Node scripts load this module too.
 */
import { z } from 'zod';
import {
  cleanText,
  cutList,
  emailAddress,
  isCalendarDate,
  LIST_LIMITS,
  linkTarget,
  profileUrl,
  TEXT_LIMITS,
} from './clean-values.ts';
import type { MediaField } from './media-types.ts';

export const id = z.number().int().nonnegative();

/** A real calendar day as `YYYY-MM-DD`. */
export const isoDate = z.string().refine(isCalendarDate, 'expected a calendar date as YYYY-MM-DD');

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

/**
 * What a field holds, which decides how the pull cleans it: `text` and `html` are made
 * well-formed and empty when editors left them so, `text` cut to its `max`; `url` keeps only
 * links to a page; `email` only one address; `date` only calendar days; `designation` is
 * resolved by name at the pull.
 */
export type FieldKind =
  | 'id'
  | 'text'
  | 'email'
  | 'html'
  | 'url'
  | 'link'
  | 'date'
  | 'number'
  | 'flag'
  | 'media'
  | 'mediaList'
  | 'designation';

/** One field: its kind, its schema in a CMS answer, its schema in the snapshot, the media it may name. */
export interface Field {
  kind: FieldKind;
  raw: z.ZodType;
  snapshot: z.ZodType;
  media?: MediaField;
  /** A list of media files rather than one. */
  list?: boolean;
  /** The record is nothing without this field: the pull leaves out a record where it is empty. */
  required?: boolean;
  /** The most graphemes a text keeps, or items a list (clean-values.ts TEXT_LIMITS, LIST_LIMITS). */
  max?: number;
}
export type Fields = Record<string, Field>;

/** Text in the snapshot: cleaned again, so the build never trusts a hand-edited file. */
const cleanSnapshotText = (max = Infinity) =>
  z
    .string()
    .nullable()
    .transform((value) => cleanText(value, max).value);

/** Anything the CMS may send for a text the back office lets editors leave empty. */
const rawText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

/** A plain text of at most `max` graphemes. */
const textOf = (max: number) =>
  ({ kind: 'text', raw: rawText, snapshot: cleanSnapshotText(max), max }) as const;
/** A text the record cannot do without (an employee's first name), of at most `max` graphemes. */
const requiredTextOf = (max: number) =>
  ({
    kind: 'text',
    raw: rawText,
    snapshot: z.string().transform((value) => cleanText(value, max).value ?? value.slice(0, max)),
    required: true,
    max,
  }) as const;

const field = {
  id: { kind: 'id', raw: id, snapshot: id },
  /** A paragraph: an address, a note. */
  text: textOf(TEXT_LIMITS.text),
  /** One line: a name, a title, a phone number. */
  line: textOf(TEXT_LIMITS.line),
  name: requiredTextOf(TEXT_LIMITS.line),
  /** A paragraph the record cannot do without (a testimonial's words). */
  requiredText: requiredTextOf(TEXT_LIMITS.text),
  html: { kind: 'html', raw: rawText, snapshot: cleanSnapshotText() },
  /** Editor HTML shown as one line of text (a slide's title): capped as a paragraph is, markup and all. */
  htmlLine: {
    kind: 'html',
    raw: rawText,
    snapshot: cleanSnapshotText(TEXT_LIMITS.text),
    max: TEXT_LIMITS.text,
  },
  email: {
    kind: 'email',
    raw: rawText,
    snapshot: z
      .string()
      .nullable()
      .transform((value) => emailAddress(cleanText(value).value)),
  },
  url: {
    kind: 'url',
    raw: rawText,
    snapshot: z
      .string()
      .nullable()
      .transform((value) => profileUrl(cleanText(value).value)),
  },
  /** A link editors typed: a page of the site or a web address (clean-values.ts `linkTarget`). */
  link: {
    kind: 'link',
    raw: rawText,
    snapshot: z
      .string()
      .nullable()
      .transform((value) => linkTarget(cleanText(value).value)),
  },
  date: {
    kind: 'date',
    raw: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    // A day that is not in the calendar is no day: the notice is undated.
    snapshot: z
      .string()
      .nullable()
      .transform((value) => (value !== null && isCalendarDate(value) ? value : null)),
  },
  number: {
    kind: 'number',
    raw: z
      .number()
      .int()
      .nullish()
      .transform((value) => value ?? null),
    snapshot: z.number().int().nullable(),
  },
  flag: {
    kind: 'flag',
    raw: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    snapshot: z.boolean(),
  },
  /** A media file the record may go without. */
  media: <M extends MediaField>(kind: M) =>
    ({ kind: 'media', raw: rawText, snapshot: MediaRefSchema.nullable(), media: kind }) as const,
  /** A media file the record is nothing without: the pull leaves out a record whose file is missing or refused. */
  requiredMedia: <M extends MediaField>(kind: M) =>
    ({
      kind: 'media',
      raw: rawText,
      snapshot: MediaRefSchema,
      media: kind,
      required: true,
    }) as const,
  /**
   * Extra pictures, as a detail view lists them (`[{id, image}]`); a list view leaves them out.
   * Put newest id first here, the order the back office means to list them in, so a back office
   * that answers them in another order each time does not make every pull a change.
   */
  mediaList: <M extends MediaField>(kind: M) =>
    ({
      kind: 'mediaList',
      raw: z
        .array(z.object({ id: z.number().nullish(), image: rawText }))
        .nullish()
        .transform((items) =>
          (items ?? [])
            .map((item, index) => ({ ...item, index }))
            .sort((a, b) => (b.id ?? -Infinity) - (a.id ?? -Infinity) || a.index - b.index)
            .flatMap(({ image }) => (image === null ? [] : [image])),
        ),
      snapshot: z
        .array(MediaRefSchema)
        .transform((refs) => cutList(refs, LIST_LIMITS.perRecord).items),
      media: kind,
      list: true,
      max: LIST_LIMITS.perRecord,
    }) as const,
  /** The CMS sends a designation's id (CMS-API §1.8); the snapshot keeps its name, resolved at the pull. */
  designation: {
    kind: 'designation',
    raw: z
      .union([id, z.object({ id, name: z.string() }).transform(({ name }) => name), z.string()])
      .nullish()
      .transform((value) => value ?? null),
    snapshot: cleanSnapshotText(TEXT_LIMITS.line),
    max: TEXT_LIMITS.line,
  },
} as const satisfies Record<string, Field | ((kind: MediaField) => Field)>;

/** A notice and a job circular share every column (CMS-API §1.3, §2.14). */
const noticeFields = {
  id: field.id,
  title: field.line,
  date: field.date,
  note: field.text,
  file: field.media('document'),
  show_on_homepage: field.flag,
} as const;

export const ENTITIES = {
  settings: {
    id: field.id,
    site_name: field.line,
    title: field.line,
    /** The public website's own address: a bare domain, unlike the profile links. */
    site_address: field.line,
    email: field.email,
    email2: field.email,
    email3: field.email,
    phone: field.line,
    phone2: field.line,
    phone3: field.line,
    favicon: field.media('icon'),
    logo: field.media('image'),
    footer_logo: field.media('image'),
    address: field.text,
    address2: field.text,
    /** A YouTube channel in the group's data. */
    google_url: field.url,
    facebook_url: field.url,
    twitter_url: field.url,
    linkedin_url: field.url,
    instagram_url: field.url,
    /** A pop-up image: the back office has no such column (CMS-API §1.2), but an installation that adds it gets a pop-up. */
    slider: field.media('image'),
  },
  sliders: {
    id: field.id,
    title: field.htmlLine,
    subtitle: field.text,
    details: field.html,
    image: field.requiredMedia('image'),
    /** Dropped from the back office's model; kept for an installation that still sends it. */
    link: field.link,
    serial_number: field.number,
  },
  notices: noticeFields,
  circulars: noticeFields,
  employees: {
    id: field.id,
    first_name: field.name,
    last_name: field.line,
    email: field.email,
    primary_phone: field.line,
    image: field.media('image'),
    designation: field.designation,
  },
  services: {
    id: field.id,
    title: field.name,
    slug: field.line,
    serial_number: field.number,
    icon: field.line,
    image: field.media('image'),
    details: field.html,
  },
  abouts: {
    id: field.id,
    title: field.line,
    serial_number: field.number,
    image: field.media('image'),
    content_type: field.line,
    details: field.html,
  },
  missionVisions: {
    id: field.id,
    title: field.line,
    serial_number: field.number,
    image: field.media('image'),
    details: field.html,
  },
  team: {
    id: field.id,
    name: field.name,
    designation: field.line,
    serial_number: field.number,
    image: field.media('image'),
    /** Personal: kept only when the owner says so (CMS_PULL_TEAM_CONTACTS). */
    phone_number: field.line,
    email: field.email,
  },
  companyMessages: {
    id: field.id,
    title: field.line,
    company_name: field.line,
    designation: field.line,
    serial_number: field.number,
    image: field.media('image'),
    description: field.html,
  },
  companies: {
    id: field.id,
    title: field.name,
    description: field.html,
    business_name: field.line,
    serial_number: field.number,
    image: field.media('image'),
    images: field.mediaList('image'),
  },
  gallery: {
    id: field.id,
    image: field.requiredMedia('image'),
  },
  profiles: {
    id: field.id,
    image: field.requiredMedia('image'),
  },
  portfolios: {
    id: field.id,
    title: field.line,
    /** A country's name in the group's data, not a slug. */
    slug: field.line,
    image: field.media('image'),
    serial_number: field.number,
  },
  testimonials: {
    id: field.id,
    review: field.requiredText,
    name: field.line,
    designation: field.line,
    serial_number: field.number,
    image: field.media('image'),
  },
  clients: {
    id: field.id,
    name: field.line,
    description: field.html,
    serial_number: field.number,
    image: field.media('image'),
    site_link: field.link,
    country_name: field.line,
  },
} as const satisfies Record<string, Fields>;

export type Entity = keyof typeof ENTITIES;

/** The zod shape of one side (CMS answer or snapshot) of an entity. */
export const shapeOf = <F extends Fields, S extends 'raw' | 'snapshot'>(fields: F, side: S) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, description]) => [name, description[side]]),
  ) as {
    [K in keyof F]: F[K][S];
  };

type MediaOf<F extends Fields> = {
  [K in keyof F as F[K] extends { media: MediaField } ? K : never]: F[K] extends { media: infer M }
    ? M
    : never;
};

/** An entity's media fields and the kind of file each may hold. */
export const mediaOf = <F extends Fields>(fields: F) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, { media }]) => (media ? [[name, media]] : [])),
  ) as MediaOf<F>;
