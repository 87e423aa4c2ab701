/**
 * Raw CMS answers → snapshot shapes. Every field is cleaned by its kind (src/cms/entities.ts):
 * texts made well-formed and empty where editors left them so, dates checked against the
 * calendar, placeholder profile links dropped, designation ids named, media names resolved
 * and checked. A repair is warned about, naming the record and field; a record without what
 * it cannot do without is left out the same way. Pure apart from those warnings.
 */
import {
  cleanName,
  cleanText,
  cutList,
  emailAddress,
  isCalendarDate,
  LIST_LIMITS,
  menuLabel,
  isPlaceholderUrl,
  linkTarget,
  profileUrl,
} from '../../../src/cms/clean-values.ts';
import { ENTITIES, type Entity, type FieldKind, type Fields } from '../../../src/cms/entities.ts';
import type { MediaField } from '../../../src/cms/media-types.ts';
import { nameKey } from '../../../src/cms/content/slots.ts';
import { plainText, shorten } from '../../../src/cms/sanitise.ts';
import { maskCredentials } from '../../../src/lib/mask-credentials.ts';
import { byDateNewestFirst, byEditorsOrder, byFirstName } from '../../../src/cms/order.ts';
import { flattenMenus } from '../../../src/cms/snapshot-files.ts';
import {
  cutMenuTree,
  TABLES,
  type ImageGroup,
  type MenuNode,
  type MenuPage,
  type RawRecord,
  type RecordOf,
  type Snapshot,
  type Tables,
} from '../../../src/cms/schema.ts';
import { recordName, type RawCms, type RawMenuContent } from './cms-client.ts';
import { quotedValue, recordPlace, type LeaveOut, type PlaceOf } from './left-out.ts';
import type { MediaRefKind } from './media-path.ts';
import type { Place } from './screens.ts';
import { LISTS } from '../../../src/cms/lists.ts';
import { fieldLabel, MENU_SCREENS, SCREENS, screenOf } from './screens.ts';

/** Returns the safe media ref, or null when there is none or it was refused. */
export type ResolveMedia = (
  raw: string | null,
  kind: MediaRefKind,
  field: MediaField,
  where: string,
  at: PlaceOf,
) => string | null;

export interface NormaliseContext {
  resolveMedia: ResolveMedia;
  warn: (message: string) => void;
  /** Told each value left out, placed as the back office shows it (left-out.ts). */
  leaveOut: LeaveOut;
  /** Designation id → name; null where the installation has no designation list. */
  designations: ReadonlyMap<number, string> | null;
}

/** A record's fields cleaned by kind; null when a field it cannot do without is empty. */
export function normaliseRecord<E extends Entity>(
  entity: E,
  raw: RawRecord<E>,
  context: NormaliseContext,
): RecordOf<E> | null {
  const label =
    entity === 'settings' ? 'general settings' : recordName(entity, (raw as { id?: unknown }).id);
  const row = recordPlace(entity, raw);
  const record: Record<string, unknown> = {};
  for (const [name, description] of Object.entries(ENTITIES[entity] as Fields)) {
    const at = () => ({ ...row(), field: fieldLabel(name) });
    const field = {
      ...description,
      name,
      value: (raw as Record<string, unknown>)[name],
      place: `${label}, field "${name}"`,
      at,
    };
    record[name] = cleanField(field, context);
    if (description.required && (record[name] === null || record[name] === '')) {
      context.warn(`${label} is left out: its field "${name}" is empty`);
      context.leaveOut({ ...at(), reason: 'row-empty-field' });
      return null;
    }
  }
  return record as RecordOf<E>;
}

/** A value a warning quotes: cut between characters (never inside an emoji), escaped onto one line, no password in it. */
const shownValue = (value: string, max: number) =>
  JSON.stringify(shorten(maskCredentials(value), max));

interface FieldValue {
  kind: FieldKind;
  name: string;
  value: unknown;
  /** For the log (record ids) and for the publish report (the back office's words). */
  place: string;
  at: PlaceOf;
  media?: MediaField;
  max?: number;
}

function cleanField(
  { kind, value, place, at, media, max }: FieldValue,
  context: NormaliseContext,
): unknown {
  const text = (raw: unknown, limit?: number) => {
    const cleaned = cleanText(raw as string | null, limit);
    if (cleaned.repairs.length > 0) context.warn(`${place}: ${cleaned.repairs.join(', ')}`);
    if (cleaned.cut === 'length') context.leaveOut({ ...at(), reason: 'text-cut', count: limit! });
    else if (cleaned.cut === 'marks') context.leaveOut({ ...at(), reason: 'marks-cut' });
    return cleaned.value;
  };
  const notShown = (
    reason: 'not-email' | 'not-web-address' | 'not-link' | 'not-date',
    raw: string,
  ) => context.leaveOut({ ...at(), reason, value: quotedValue(raw) });
  switch (kind) {
    case 'text':
    case 'html':
      return text(value, max);
    case 'email': {
      const cleaned = text(value);
      const address = emailAddress(cleaned);
      if (cleaned !== null && address === null) {
        context.warn(
          `${place}: ${shownValue(cleaned, 80)} is not one e-mail address (local@domain); it is not shown`,
        );
        notShown('not-email', cleaned);
      }
      return address;
    }
    case 'url': {
      const cleaned = text(value);
      const url = profileUrl(cleaned);
      if (cleaned !== null && url === null && !isPlaceholderUrl(cleaned)) {
        context.warn(`${place}: ${shownValue(cleaned, 80)} is not a web address; no link is shown`);
        notShown('not-web-address', cleaned);
      }
      return url;
    }
    case 'link': {
      const cleaned = text(value);
      const target = linkTarget(cleaned);
      if (cleaned !== null && target === null) {
        context.warn(
          `${place}: ${shownValue(cleaned, 80)} is neither a page of the site nor a web address; no link is shown`,
        );
        notShown('not-link', cleaned);
      }
      return target;
    }
    case 'date': {
      if (value === null || value === undefined) return null;
      if (isCalendarDate(value as string)) return value;
      const entered = typeof value === 'string' ? value : JSON.stringify(value);
      context.warn(`${place}: ${shownValue(entered, 40)} is not a calendar date; shown as undated`);
      notShown('not-date', entered);
      return null;
    }
    case 'designation':
      // A name from the designation list is the CMS's text too, cleaned the same way.
      return text(
        typeof value === 'number' ? (context.designations?.get(value) ?? null) : value,
        max,
      );
    case 'media':
      return context.resolveMedia(text(value), 'path', media!, place, at);
    case 'mediaList': {
      // Cut before anything is resolved: 200,000 names would be 200,000 checks and warnings.
      const { items, repair } = cutList(value as string[], max!);
      if (repair) {
        context.warn(`${place}: ${repair}`);
        context.leaveOut({ ...at(), reason: 'files-over-limit', count: max! });
      }
      return items
        .map((file) => context.resolveMedia(text(file), 'path', media!, place, at))
        .filter((ref): ref is string => ref !== null);
    }
    default:
      return value;
  }
}

/** A list's records, at most LIST_LIMITS.rows of them, cut before any is cleaned. */
function records<E extends Entity>(
  entity: E,
  all: ReadonlyArray<RawRecord<E>>,
  context: NormaliseContext,
): Array<RecordOf<E>> {
  const { items, repair } = cutList(all, LIST_LIMITS.rows);
  if (repair) {
    context.warn(`the ${entity} list: ${repair}`);
    context.leaveOut({
      screen: screenOf(entity),
      reason: 'rows-over-limit',
      count: LIST_LIMITS.rows,
    });
  }
  return items.flatMap((item) => {
    const record = normaliseRecord(entity, item, context);
    return record === null ? [] : [record];
  });
}

/**
 * The order each table is kept in (src/cms/order.ts): the editors' serial numbers where the
 * table has them, else as the back office lists it (CMS-API Part 2's "order" column).
 */

export function normaliseSnapshot(
  raw: RawCms,
  context: NormaliseContext,
  options: { teamContacts: boolean },
): Snapshot {
  const settings = normaliseRecord('settings', raw.setting, context)!;
  const tables = Object.fromEntries(
    TABLES.map((table) => [
      table,
      records(table, raw.tables[table] as never, context).sort(LISTS[table].order as never),
    ]),
  ) as unknown as Tables;
  if (!options.teamContacts) tables.team = withoutTeamContacts(tables.team, context);
  const designationIds = raw.employees.filter(
    (employee) => typeof employee.designation === 'number',
  ).length;
  if (designationIds > 0 && context.designations === null) {
    context.warn(
      `${designationIds} employee(s) are shown without a role: the designation list does not answer, so their designation ids cannot be named`,
    );
    context.leaveOut({
      screen: SCREENS.employees,
      field: fieldLabel('designation'),
      reason: 'no-roles',
      count: designationIds,
    });
  }
  const { menus, dropped } = cutMenuTree(raw.menus);
  if (dropped > 0) {
    context.warn(
      `the menus: ${dropped} menus left out, the first ${LIST_LIMITS.menus} kept (the limit of the menu tree, which every page lists)`,
    );
    context.leaveOut({
      screen: MENU_SCREENS.menus,
      reason: 'menus-over-limit',
      count: LIST_LIMITS.menus,
    });
  }
  const kept = new Set(flattenMenus(menus).map((menu) => menu.id));
  return {
    settings,
    sliders: records('sliders', raw.sliders, context).sort(byEditorsOrder),
    notices: records('notices', raw.notices, context).sort(byDateNewestFirst),
    circulars: records('circulars', raw.circulars, context).sort(byDateNewestFirst),
    employees: records('employees', raw.employees, context).sort(byFirstName),
    menus: cleanMenuTree(menus, context.warn),
    pages: raw.contents
      .filter(({ menu }) => kept.has(menu.id))
      .map((content) => normaliseMenuPage(content, context)),
    tables,
  };
}

/** Staff phone numbers and e-mails are personal (CMS-API §2.6): published only when the owner says so. */
function withoutTeamContacts(team: Tables['team'], context: NormaliseContext): Tables['team'] {
  const withContacts = team.filter(
    (member) => member.phone_number !== null || member.email !== null,
  ).length;
  if (withContacts > 0) {
    context.warn(
      `the phone numbers and e-mails of ${withContacts} team member(s) are not published (CMS_PULL_TEAM_CONTACTS=true publishes them)`,
    );
    context.leaveOut({
      screen: SCREENS.team,
      field: `${fieldLabel('phone_number')}, ${fieldLabel('email')}`,
      reason: 'team-contacts',
      count: withContacts,
    });
  }
  return team.map((member) => ({ ...member, phone_number: null, email: null }));
}

/** The menu tree with every name as the header shows it (`menuLabel`), each repair named in a warning. */
function cleanMenuTree(menus: MenuNode[], warn: (message: string) => void): MenuNode[] {
  return menus.map((menu) => {
    const { value, repairs } = cleanName(menu.name);
    const name = menuLabel(menu.id, menu.name);
    if (repairs.length > 0) warn(`menu ${menu.id}, its name: ${repairs.join(', ')}`);
    if (value === null) warn(`menu ${menu.id} has no name; it is shown as "${name}"`);
    return { ...menu, name, children: cleanMenuTree(menu.children, warn) };
  });
}

/** A name as a warning quotes it: short, on one line (`cleanName` made it so). */
const quoted = (name: string) => `"${shorten(name, 60)}"`;

/**
 * A menu's blocks in the order the back office sent them (its rows' order: the editors'), and
 * its image groups each beside the block of its name. Groups come in the database's GROUP BY
 * order (CMS-API §1.7), which is no one's: those without a block follow, by name, so the order
 * is the same on every pull.
 */
export function normaliseMenuPage(
  { menu, blocks: rawBlocks, images: rawImages }: RawMenuContent,
  context: NormaliseContext,
): MenuPage {
  const name = menuLabel(menu.id, menu.name);
  const where = `menu ${menu.id} (${shorten(name, 60)})`;
  const blocksAt = { screen: MENU_SCREENS.blocks, row: name };
  const imagesAt = { screen: MENU_SCREENS.images, row: name };
  /** A page's blocks, groups and a group's files: each list at most LIST_LIMITS.perRecord. */
  const cut = <T>(items: T[], what: string, at: Place) => {
    const { items: kept, repair } = cutList(items, LIST_LIMITS.perRecord);
    if (repair) {
      context.warn(`${where}, ${what}: ${repair}`);
      context.leaveOut({ ...at, reason: 'parts-over-limit', count: LIST_LIMITS.perRecord });
    }
    return kept;
  };
  const blocks = cut(Object.entries(rawBlocks ?? {}), 'its blocks', blocksAt).flatMap(
    ([rawName, html], index) => {
      const blockName = cleanName(rawName);
      const cleanHtml = cleanText(html ?? '');
      if (blockName.value === null) {
        context.warn(`${where}: its block ${index + 1} has no name and is left out`);
        context.leaveOut({
          ...blocksAt,
          reason: 'unnamed-block',
          // The start of its text is enough to tell it, and a block may be 512 KB.
          value: quotedValue(plainText((cleanHtml.value ?? '').slice(0, 2_000), 120)),
        });
        return [];
      }
      const block = `${where}, block ${quoted(blockName.value)}`;
      if (blockName.repairs.length > 0)
        context.warn(`${block}, its name: ${blockName.repairs.join(', ')}`);
      if (cleanHtml.repairs.length > 0)
        context.warn(`${block}, its text: ${cleanHtml.repairs.join(', ')}`);
      return [{ name: blockName.value, html: cleanHtml.value ?? '' }];
    },
  );
  const groups: ImageGroup[] = cut(
    Object.entries(rawImages ?? {}),
    'its image groups',
    imagesAt,
  ).flatMap(([rawGroup, value]) => {
    const groupName = cleanName(rawGroup);
    if (groupName.value === null) {
      context.warn(`${where}: an image group without a name is left out`);
      context.leaveOut({ ...imagesAt, reason: 'unnamed-group' });
      return [];
    }
    const group = `${where}, image group ${quoted(groupName.value)}`;
    const groupAt = { ...imagesAt, row: `${name} › ${groupName.value}` };
    if (groupName.repairs.length > 0)
      context.warn(`${group}, its name: ${groupName.repairs.join(', ')}`);
    const files = cut(
      value === null ? [] : Array.isArray(value) ? value : [value],
      `image group ${quoted(groupName.value)}`,
      groupAt,
    )
      .filter((file) => file.trim() !== '')
      .map((file) => context.resolveMedia(file, 'content', 'image', group, () => groupAt))
      .filter((ref): ref is string => ref !== null);
    return [{ name: groupName.value, files }];
  });
  const position = new Map(blocks.map((block, index) => [block.name, index]));
  const images = groups
    .map((group) => ({ group, rank: position.get(group.name) ?? blocks.length }))
    .sort((a, b) => a.rank - b.rank || nameKey(a.group.name).localeCompare(nameKey(b.group.name)))
    .map(({ group }) => group);
  return { id: menu.id, name, blocks, images };
}
