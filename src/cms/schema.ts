/**
 * The data contract, shared by the pull (scripts/), the reference CMS and the site.
 * No `astro:` imports here: plain Node scripts load this module too.
 *
 * Raw* schemas describe what the CMS answers (CMS-API.md), tolerant of its quirks;
 * the others describe the normalised snapshot/ the site is built from, strict and stable.
 * Unknown fields are stripped by zod's default object behaviour.
 */
import { z } from 'zod';

const id = z.number().int().nonnegative();

/** A list whose items are pages of their own: two items with one id would be two rows and one page. */
function uniqueIds<T extends z.ZodType<{ id: number }>>(item: T) {
  return z.array(item).superRefine((items, context) => {
    const seen = new Set<number>();
    items.forEach(({ id: value }, index) => {
      if (seen.has(value)) context.addIssue({ code: 'custom', message: `id ${value} appears more than once`, path: [index, 'id'] });
      seen.add(value);
    });
  });
}
/** A text field editors may leave empty: missing, null and "" all mean "none". */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null));

// ---------------------------------------------------------------- raw CMS answers

export interface RawMenu {
  id: number;
  name: string;
  parent: number | null;
  children: RawMenu[];
}
export const RawMenuSchema: z.ZodType<RawMenu, unknown> = z.lazy(() =>
  z.object({
    id,
    name: z.string(),
    parent: id.nullish().transform((value) => value ?? null),
    children: z
      .array(RawMenuSchema)
      .nullish()
      .transform((value) => value ?? []),
  }),
);
export const RawMenusAnswerSchema = z.object({ menus: z.array(RawMenuSchema) });

export const RawMenuContentsAnswerSchema = z.object({
  // A block an editor cleared may come back as null: it is simply absent.
  menu_contents: z.record(z.string(), z.string().nullable()).nullish(),
});

export const RawContentImagesAnswerSchema = z.object({
  content_images: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])).nullish(),
});

export const RawSliderSchema = z.object({
  id,
  title: optionalText,
  subtitle: optionalText,
  details: optionalText,
  image: optionalText,
  link: optionalText,
  serial_number: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
});
export type RawSlider = z.output<typeof RawSliderSchema>;
export const RawSliderPageSchema = z.object({
  homepage_sliders: z.array(RawSliderSchema),
  page: z.number().int(),
  total_pages: z.number().int().nonnegative(),
});

export const RawSettingSchema = z.object({
  id,
  site_name: optionalText,
  title: optionalText,
  logo: optionalText,
  favicon: optionalText,
  slider: optionalText,
  email: optionalText,
  phone: optionalText,
  address: optionalText,
  facebook_url: optionalText,
  twitter_url: optionalText,
  instagram_url: optionalText,
});
export type RawSetting = z.output<typeof RawSettingSchema>;
export const RawSettingsAnswerSchema = z.object({ general_settings: z.array(RawSettingSchema) });

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');

export const RawNoticeSchema = z.object({
  id,
  title: z.string(),
  date: isoDate,
  file: optionalText,
});
export type RawNotice = z.output<typeof RawNoticeSchema>;
export const RawNoticesAnswerSchema = z.object({ notices: uniqueIds(RawNoticeSchema) });

const RawDesignationSchema = z
  .union([z.object({ id, name: z.string() }), id, z.null()])
  .optional()
  // A bare id names no designation the site could show.
  .transform((value) => (value && typeof value === 'object' ? value : null));

export const RawEmployeeSchema = z.object({
  id,
  first_name: z.string(),
  last_name: optionalText,
  email: optionalText,
  primary_phone: optionalText,
  street_address_one: optionalText,
  street_address_two: optionalText,
  image: optionalText,
  designation: RawDesignationSchema,
});
export type RawEmployee = z.output<typeof RawEmployeeSchema>;
export const RawEmployeesAnswerSchema = z.object({ employees: uniqueIds(RawEmployeeSchema) });

// ---------------------------------------------------------------- the snapshot

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

export function isSafeRelativePath(ref: string): boolean {
  if (/[\u0000-\u001f\\]/.test(ref) || ref.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(ref)) {
    return false;
  }
  return ref.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

const text = z.string().nullable();

export const SettingsSchema = z.object({
  id,
  site_name: text,
  title: text,
  logo: MediaRefSchema.nullable(),
  favicon: MediaRefSchema.nullable(),
  /** The home page's pop-up image; none means no pop-up. */
  slider: MediaRefSchema.nullable(),
  email: text,
  phone: text,
  address: text,
  facebook_url: text,
  twitter_url: text,
  instagram_url: text,
});
export type Settings = z.output<typeof SettingsSchema>;

export const SliderSchema = z.object({
  id,
  title: text,
  subtitle: text,
  details: text,
  image: MediaRefSchema,
  link: text,
  serial_number: z.number().nullable(),
});
export type Slider = z.output<typeof SliderSchema>;
export const SlidersSchema = z.array(SliderSchema);

export const NoticeSchema = z.object({
  id,
  title: z.string(),
  date: isoDate,
  file: MediaRefSchema.nullable(),
});
export type Notice = z.output<typeof NoticeSchema>;
export const NoticesSchema = uniqueIds(NoticeSchema);

export const EmployeeSchema = z.object({
  id,
  first_name: z.string(),
  last_name: text,
  email: text,
  primary_phone: text,
  street_address_one: text,
  street_address_two: text,
  image: MediaRefSchema.nullable(),
  designation: z.object({ id, name: z.string() }).nullable(),
});
export type Employee = z.output<typeof EmployeeSchema>;
export const EmployeesSchema = uniqueIds(EmployeeSchema);

export interface MenuNode {
  id: number;
  name: string;
  parent: number | null;
  children: MenuNode[];
}
export const MenuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({ id, name: z.string(), parent: id.nullable(), children: z.array(MenuNodeSchema) }),
);
export const MenuTreeSchema = z.array(MenuNodeSchema);

/** One menu's page content: its rich-text blocks and its image groups. */
export const MenuPageSchema = z.object({
  id,
  name: z.string(),
  /** Block name → HTML written by editors: untrusted, sanitised at build time. */
  blocks: z.record(z.string(), z.string()),
  /** Group name → media files, in the CMS's order. */
  images: z.record(z.string(), z.array(MediaRefSchema)),
});
export type MenuPage = z.output<typeof MenuPageSchema>;

export const SNAPSHOT_SCHEMA_VERSION = 1;

export const ManifestFileSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().nonnegative(),
  /** HTTP validators of a media file, for conditional requests on the next pull. */
  etag: z.string().optional(),
  lastModified: z.string().optional(),
});
export type ManifestFile = z.output<typeof ManifestFileSchema>;

export const CountsSchema = z.object({
  menus: z.number().int(),
  blocks: z.number().int(),
  imageGroups: z.number().int(),
  images: z.number().int(),
  notices: z.number().int(),
  employees: z.number().int(),
  sliders: z.number().int(),
  media: z.number().int(),
});
export type Counts = z.output<typeof CountsSchema>;

export const ManifestSchema = z.object({
  schemaVersion: z.literal(SNAPSHOT_SCHEMA_VERSION),
  source: z.object({ api: z.string(), media: z.string() }),
  pulledAt: z.string(),
  counts: CountsSchema,
  /** Path relative to the snapshot folder → content hash; every file but the manifest. */
  files: z.record(z.string(), ManifestFileSchema),
});
export type Manifest = z.output<typeof ManifestSchema>;

/** The whole snapshot as the site reads it. */
export interface Snapshot {
  settings: Settings;
  sliders: Slider[];
  notices: Notice[];
  employees: Employee[];
  menus: MenuNode[];
  pages: MenuPage[];
}
