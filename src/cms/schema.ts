/**
 * The data contract, shared by the pull (scripts/), the reference CMS and the site.
 * No `astro:` imports here: plain Node scripts load this module too.
 *
 * Raw* schemas describe what the CMS answers, tolerant of its quirks; the others describe the
 * normalised snapshot/ the site is built from, strict and stable. Each entity's fields are
 * described once, in ./entities.ts, and both schemas are derived from that description.
 * Unknown fields are stripped by zod's default object behaviour.
 */
import { z } from 'zod';
import { ENTITIES, id, MediaRefSchema, shapeOf } from './entities.ts';

export { isoDate, isSafeRelativePath, MediaRefSchema, type MediaRef } from './entities.ts';

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

// ---------------------------------------------------------------- raw CMS answers

export const RawMenuSchema: z.ZodType<MenuNode, unknown> = z.lazy(() =>
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

export const RawSliderSchema = z.object(shapeOf(ENTITIES.sliders, 'raw'));
export type RawSlider = z.output<typeof RawSliderSchema>;
export const RawSliderPageSchema = z.object({
  homepage_sliders: z.array(RawSliderSchema),
  page: z.number().int(),
  total_pages: z.number().int().nonnegative(),
});

export const RawSettingSchema = z.object(shapeOf(ENTITIES.settings, 'raw'));
export type RawSetting = z.output<typeof RawSettingSchema>;
export const RawSettingsAnswerSchema = z.object({ general_settings: z.array(RawSettingSchema) });

export const RawNoticeSchema = z.object(shapeOf(ENTITIES.notices, 'raw'));
export type RawNotice = z.output<typeof RawNoticeSchema>;
export const RawNoticesAnswerSchema = z.object({ notices: uniqueIds(RawNoticeSchema) });

export const RawEmployeeSchema = z.object(shapeOf(ENTITIES.employees, 'raw'));
export type RawEmployee = z.output<typeof RawEmployeeSchema>;
export const RawEmployeesAnswerSchema = z.object({ employees: uniqueIds(RawEmployeeSchema) });

// ---------------------------------------------------------------- the snapshot

export const SettingsSchema = z.object(shapeOf(ENTITIES.settings, 'snapshot'));
export type Settings = z.output<typeof SettingsSchema>;

export const SliderSchema = z.object(shapeOf(ENTITIES.sliders, 'snapshot'));
export type Slider = z.output<typeof SliderSchema>;
export const SlidersSchema = z.array(SliderSchema);

export const NoticeSchema = z.object(shapeOf(ENTITIES.notices, 'snapshot'));
export type Notice = z.output<typeof NoticeSchema>;
export const NoticesSchema = uniqueIds(NoticeSchema);

export const EmployeeSchema = z.object(shapeOf(ENTITIES.employees, 'snapshot'));
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
  /** When the CMS last confirmed a media file (downloaded or 304), and the first place that used it then. */
  checkedAt: z.iso.datetime().optional(),
  usedBy: z.string().optional(),
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
