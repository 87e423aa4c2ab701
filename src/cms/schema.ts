/**
 * The data contract, shared by the pull (scripts/), the reference CMS and the site.
 * No `astro:` imports here: plain Node scripts load this module too.
 *
 * Raw* schemas describe what the CMS answers, tolerant of its quirks; the others describe the
 * normalised snapshot/ the site is built from, clean and stable. Each entity's fields are
 * described once, in ./entities.ts, and both schemas are derived from that description.
 * A list answer is checked as a whole (its wrapper) and then item by item, so one bad record
 * is left out with a warning instead of stopping the pull.
 * Unknown fields are stripped by zod's default object behaviour.
 */
import { isTable, LIST_KINDS, type Table as ListTable } from './lists.ts';
import { z } from 'zod';
import { ENTITIES, id, MediaRefSchema, shapeOf, type Entity } from './entities.ts';
import {
  cleanName,
  cleanText,
  cutGraphemes,
  cutList,
  LIST_LIMITS,
  menuLabel,
  TEXT_LIMITS,
} from './clean-values.ts';

export { isoDate, isSafeRelativePath, MediaRefSchema, type MediaRef } from './entities.ts';

/**
 * A list whose items are pages of their own: two items with one id would be two rows and one
 * page. At most LIST_LIMITS.rows are kept, as the pull keeps them.
 */
function uniqueIds<T extends z.ZodType<{ id: number }>>(item: T) {
  const rows = z.array(item).transform((items) => cutList(items, LIST_LIMITS.rows).items);
  return rows.superRefine((items, context) => {
    const seen = new Set<number>();
    items.forEach(({ id: value }, index) => {
      if (seen.has(value))
        context.addIssue({
          code: 'custom',
          message: `id ${value} appears more than once`,
          path: [index, 'id'],
        });
      seen.add(value);
    });
  });
}

// ---------------------------------------------------------------- raw CMS answers

export const rawSchemaOf = <E extends Entity>(entity: E) =>
  z.object(shapeOf(ENTITIES[entity], 'raw'));
export type RawRecord<E extends Entity> = z.output<ReturnType<typeof rawSchemaOf<E>>>;

/**
 * A list answer's wrapper: `{ key: [records] }`, each record checked on its own afterwards. Loose,
 * so a paginated answer keeps its page numbers for the pull to read.
 */
export const listAnswerSchema = (key: string) => z.looseObject({ [key]: z.array(z.unknown()) });

/** A paginated list's numbers (CMS-API §1.2). */
export const PageNumbersSchema = z.object({
  page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
});

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
  content_images: z
    .record(z.string(), z.union([z.string(), z.array(z.string()), z.null()]))
    .nullish(),
});

/** A designation (CMS-API §2.16), to name an employee's role. */
export const RawDesignationSchema = z.object({ id, name: z.string() });

// ---------------------------------------------------------------- the snapshot

export const snapshotSchemaOf = <E extends Entity>(entity: E) =>
  z.object(shapeOf(ENTITIES[entity], 'snapshot'));
export type RecordOf<E extends Entity> = z.output<ReturnType<typeof snapshotSchemaOf<E>>>;

export const SettingsSchema = snapshotSchemaOf('settings');
export type Settings = RecordOf<'settings'>;

export const SliderSchema = snapshotSchemaOf('sliders');
export type Slider = RecordOf<'sliders'>;
export const SlidersSchema = uniqueIds(SliderSchema);

export const NoticeSchema = snapshotSchemaOf('notices');
export type Notice = RecordOf<'notices'>;
export const NoticesSchema = uniqueIds(NoticeSchema);

export const EmployeeSchema = snapshotSchemaOf('employees');
export type Employee = RecordOf<'employees'>;
export const EmployeesSchema = uniqueIds(EmployeeSchema);

/**
 * The back office's content tables (CMS-API Part 2), one snapshot file each. The other style
 * of content, menus with blocks and image groups, is `menus` and `pages`.
 */
/** The content tables (./lists.ts), in the contract's order. */
export const TABLES = LIST_KINDS.filter(isTable);
export type Table = ListTable;
export type Tables = { [T in Table]: Array<RecordOf<T>> };

/** Every content table, empty: what a snapshot fills with the tables it has rows for. */
export const emptyTables = (): Tables =>
  Object.fromEntries(TABLES.map((table) => [table, []])) as unknown as Tables;
/** A table's snapshot file: its rows, each id once. */
export const tableSchemaOf = <T extends Table>(table: T): z.ZodType<Tables[T]> =>
  uniqueIds(
    snapshotSchemaOf(table) as unknown as z.ZodType<{ id: number }>,
  ) as unknown as z.ZodType<Tables[T]>;

export interface MenuNode {
  id: number;
  name: string;
  parent: number | null;
  children: MenuNode[];
}
/*
 * The menus' names and texts are cleaned again here, as the tables' are (src/cms/entities.ts), by
 * the pull's own rules: a hand-edited snapshot, or one an older pull wrote, builds the same site.
 */
const menuHtml = z.string().transform((value) => cleanText(value).value ?? '');
/** A block or image group without a name is left out, as the pull leaves it out; a page keeps as many as the pull does. */
const named = <T extends { name: string }>(items: T[]) =>
  cutList(items, LIST_LIMITS.perRecord).items.flatMap((item) => {
    const name = cleanName(item.name).value;
    return name === null ? [] : [{ ...item, name }];
  });

export const MenuNodeSchema: z.ZodType<MenuNode, MenuNode> = z.lazy(() =>
  z
    .object({ id, name: z.string(), parent: id.nullable(), children: z.array(MenuNodeSchema) })
    .transform((node) => ({ ...node, name: menuLabel(node.id, node.name) })),
);

/**
 * The menu tree cut to LIST_LIMITS.menus menus in all, in the editors' order, each menu before
 * its children; `dropped` counts the menus left out, children of a dropped menu included.
 */
export function cutMenuTree(
  menus: MenuNode[],
  max: number = LIST_LIMITS.menus,
): { menus: MenuNode[]; dropped: number } {
  let left = max;
  let dropped = 0;
  const size = (node: MenuNode): number =>
    1 + node.children.reduce((sum, child) => sum + size(child), 0);
  const cut = (nodes: MenuNode[]): MenuNode[] =>
    nodes.flatMap((node) => {
      if (left === 0) {
        dropped += size(node);
        return [];
      }
      left -= 1;
      return [{ ...node, children: cut(node.children) }];
    });
  return { menus: cut(menus), dropped };
}

export const MenuTreeSchema = z
  .array(MenuNodeSchema)
  .transform((menus) => cutMenuTree(menus).menus);

/** A rich-text block of a menu, as editors named it. */
export const BlockSchema = z.object({ name: z.string(), html: menuHtml });
export type Block = z.output<typeof BlockSchema>;

/** An image group of a menu: its head (named like the block it belongs to) and its files. */
export const ImageGroupSchema = z.object({
  name: z.string(),
  files: z.array(MediaRefSchema).transform((files) => cutList(files, LIST_LIMITS.perRecord).items),
});
export type ImageGroup = z.output<typeof ImageGroupSchema>;

/**
 * One menu's page content. Lists, not maps: the back office's order is the editors' order for
 * blocks (CMS-API §1.6), and a map's keys are sorted when the snapshot is written.
 */
export const MenuPageSchema = z
  .object({
    id,
    name: z.string(),
    /** Editor HTML: untrusted, sanitised at build time. */
    blocks: z.array(BlockSchema).transform(named),
    /** Each group beside its block, in the blocks' order; groups without a block after them. */
    images: z.array(ImageGroupSchema).transform(named),
  })
  .transform((page) => ({ ...page, name: menuLabel(page.id, page.name) }));
export type MenuPage = z.output<typeof MenuPageSchema>;

export const SNAPSHOT_SCHEMA_VERSION = 2;

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

export const CountsSchema = z.record(z.string(), z.number().int().nonnegative());
export type Counts = z.output<typeof CountsSchema>;

/** Why the pull left a value out of the snapshot; scripts/lib/preflight/kinds/left-out.ts words each for editors. */
export const LEFT_OUT_REASONS = [
  'row-empty-field',
  'row-unreadable',
  'list-changed',
  'rows-over-limit',
  'not-email',
  'not-web-address',
  'not-link',
  'not-date',
  'text-cut',
  'marks-cut',
  'file-refused',
  'file-missing',
  'file-wrong-kind',
  'file-name-clash',
  'files-over-limit',
  'pictures-unreadable',
  'team-contacts',
  'no-roles',
  'menus-over-limit',
  'unnamed-block',
  'unnamed-group',
  'parts-over-limit',
] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

/** At most this many are kept, in the order the pull met them; the rest are counted. */
export const LEFT_OUT_LIMIT = 200;

/** A text of the list, cut at `max` characters as any text is: a manifest from elsewhere may hold any length. */
const leftOutText = (max: number) => z.string().transform((value) => cutGraphemes(value, max));

/** A value the pull did not put in the snapshot, placed as the back office shows it: its screen, row and field. */
export const LeftOutSchema = z.object({
  screen: leftOutText(TEXT_LIMITS.line),
  row: leftOutText(TEXT_LIMITS.line).optional(),
  field: leftOutText(TEXT_LIMITS.line).optional(),
  reason: z.enum(LEFT_OUT_REASONS),
  /** The value or file as the editor entered it, shortened. */
  value: leftOutText(TEXT_LIMITS.line).optional(),
  /** How many rows or files, or the limit that was met. */
  count: z.number().int().nonnegative().optional(),
});
export type LeftOut = z.output<typeof LeftOutSchema>;

/**
 * The list as read: each item that is not one this publisher writes (another reason, a number
 * out of range) is counted with the rest rather than dropping the list, and at most
 * LEFT_OUT_LIMIT are kept.
 */
const LeftOutListSchema = z
  .object({ items: z.array(z.unknown()), more: z.number().int().nonnegative().catch(0) })
  .transform(({ items, more }) => {
    const read = items.map((item) => LeftOutSchema.safeParse(item));
    const kept = read.flatMap((item) => (item.success ? [item.data] : []));
    return {
      items: kept.slice(0, LEFT_OUT_LIMIT),
      more: more + (items.length - kept.length) + Math.max(0, kept.length - LEFT_OUT_LIMIT),
    };
  });

export const ManifestSchema = z.object({
  schemaVersion: z.literal(SNAPSHOT_SCHEMA_VERSION),
  source: z.object({ api: z.string(), media: z.string() }),
  pulledAt: z.string(),
  counts: CountsSchema,
  /**
   * What the pull left out, for the publish report; absent from snapshots the pull did not
   * write. Only told to editors: a list that is no list is read as absent, and an item another
   * publisher wrote (another reason, a number out of range) is counted, never making the
   * snapshot unreadable.
   */
  leftOut: LeftOutListSchema.optional().catch(undefined),
  /** Path relative to the snapshot folder → content hash; every file but the manifest. */
  files: z.record(z.string(), ManifestFileSchema),
});
export type Manifest = z.output<typeof ManifestSchema>;

/** The whole snapshot as the site reads it. */
export interface Snapshot {
  settings: Settings;
  sliders: Slider[];
  notices: Notice[];
  /** Job circulars: notices of their own table (CMS-API §2.14). */
  circulars: Notice[];
  employees: Employee[];
  menus: MenuNode[];
  pages: MenuPage[];
  tables: Tables;
}
