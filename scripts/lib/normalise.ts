/**
 * Raw CMS answers → snapshot shapes. Pure: media references go through a resolver that
 * refuses unsafe names (and records why), so these functions only decide the shapes.
 */
import type {
  Employee,
  MenuNode,
  MenuPage,
  Notice,
  RawEmployee,
  RawMenu,
  RawNotice,
  RawSetting,
  RawSlider,
  Settings,
  Slider,
} from '../../src/cms/schema.ts';
import { noticeOrder, sliderOrder } from '../../src/cms/order.ts';
import type { MediaField } from '../../src/cms/media-types.ts';
import type { MediaRefKind } from './media-path.ts';

/** Returns the safe media ref, or null when there is none or it was refused. */
export type ResolveMedia = (raw: string | null, kind: MediaRefKind, field: MediaField, where: string) => string | null;

export function normaliseMenuTree(menus: readonly RawMenu[]): MenuNode[] {
  return menus.map(({ id, name, parent, children }) => ({
    id,
    name,
    parent,
    children: normaliseMenuTree(children),
  }));
}

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

export function normaliseSettings(setting: RawSetting, resolve: ResolveMedia): Settings {
  const image = (field: 'logo' | 'favicon' | 'slider') => resolve(setting[field], 'path', 'image', `general settings, field "${field}"`);
  return {
    ...setting,
    logo: image('logo'),
    favicon: image('favicon'),
    slider: image('slider'),
  };
}

export function normaliseSliders(sliders: readonly RawSlider[], resolve: ResolveMedia): Slider[] {
  return sliders
    .flatMap((slider) => {
      const image = resolve(slider.image, 'path', 'image', `slider ${slider.id}, field "image"`);
      // A slide is its picture: one without a usable image is left out (its warning says why).
      return image === null ? [] : [{ ...slider, image }];
    })
    .sort(sliderOrder);
}

export function normaliseNotices(notices: readonly RawNotice[], resolve: ResolveMedia): Notice[] {
  return notices
    .map((notice) => ({ ...notice, file: resolve(notice.file, 'path', 'notice', `notice ${notice.id}, field "file"`) }))
    .sort(noticeOrder);
}

export function normaliseEmployees(employees: readonly RawEmployee[], resolve: ResolveMedia): Employee[] {
  return employees
    .map((employee) => ({
      ...employee,
      image: resolve(employee.image, 'path', 'image', `employee ${employee.id}, field "image"`),
    }))
    .sort((a, b) => a.id - b.id);
}
