/**
 * Raw CMS answers → snapshot shapes. Pure: media references go through a resolver that
 * refuses unsafe names (and records why), so these functions only decide the shapes.
 */
import type { Employee, MenuPage, Notice, RawEmployee, RawNotice, RawSetting, RawSlider, Settings, Slider } from '../../src/cms/schema.ts';
import { noticeOrder, sliderOrder } from '../../src/cms/order.ts';
import { mapMediaFields, type MediaEntity } from '../../src/cms/media-fields.ts';
import type { MediaField } from '../../src/cms/media-types.ts';
import type { MediaRefKind } from './media-path.ts';

/** Returns the safe media ref, or null when there is none or it was refused. */
export type ResolveMedia = (raw: string | null, kind: MediaRefKind, field: MediaField, where: string) => string | null;

export function normaliseMenuPage(
  menu: { id: number; name: string },
  contents: Record<string, string | null> | null | undefined,
  images: Record<string, string | string[] | null> | null | undefined,
  resolve: ResolveMedia,
): MenuPage {
  const blocks: Record<string, string> = {};
  for (const [name, html] of Object.entries(contents ?? {})) {
    if (html !== null) blocks[name] = html;
  }
  const groups: Record<string, string[]> = {};
  for (const [group, value] of Object.entries(images ?? {})) {
    const files = value === null ? [] : Array.isArray(value) ? value : [value];
    groups[group] = files
      .filter((file) => file.trim() !== '')
      .map((file) => resolve(file, 'content', 'image', `menu ${menu.id} (${menu.name}), image group "${group}"`))
      .filter((ref): ref is string => ref !== null);
  }
  return { id: menu.id, name: menu.name, blocks, images: groups };
}

/** An item's media fields (src/cms/media-fields.ts) resolved, each warning naming the item and field. */
const withMedia = <T extends object>(entity: MediaEntity, item: T, label: string, resolve: ResolveMedia): T =>
  mapMediaFields(entity, item, (raw, field, kind) => resolve(raw, 'path', kind, `${label}, field "${field}"`));

export function normaliseSettings(setting: RawSetting, resolve: ResolveMedia): Settings {
  return withMedia('settings', setting, 'general settings', resolve);
}

export function normaliseSliders(sliders: readonly RawSlider[], resolve: ResolveMedia): Slider[] {
  return (
    sliders
      .map((slider) => withMedia('sliders', slider, `slider ${slider.id}`, resolve))
      // A slide is its picture: one without a usable image is left out (its warning says why).
      .flatMap(({ image, ...slider }) => (image === null ? [] : [{ ...slider, image }]))
      .sort(sliderOrder)
  );
}

export function normaliseNotices(notices: readonly RawNotice[], resolve: ResolveMedia): Notice[] {
  return notices.map((notice) => withMedia('notices', notice, `notice ${notice.id}`, resolve)).sort(noticeOrder);
}

export function normaliseEmployees(employees: readonly RawEmployee[], resolve: ResolveMedia): Employee[] {
  return employees.map((employee) => withMedia('employees', employee, `employee ${employee.id}`, resolve)).sort((a, b) => a.id - b.id);
}
