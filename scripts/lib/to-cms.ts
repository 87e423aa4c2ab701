/**
 * The inverse of the pull's normalisation: a snapshot shown the way the CMS answers,
 * quirks included (a one-file image group as a string, an empty one as null, media as
 * /media/ paths, extra fields the site must ignore).
 */
import type { Employee, MenuNode, MenuPage, Notice, Settings, Slider } from '../../src/cms/schema.ts';

const path = (ref: string | null): string | null => (ref === null ? null : `/media/${ref}`);
const audit = { created_at: '2024-01-01T00:00:00Z', updated_at: '2024-06-01T00:00:00Z', status: true };

export const cmsMenu = (menu: MenuNode, position: number): unknown => ({
  ...menu,
  position,
  children: menu.children.map(cmsMenu),
});

export const cmsSetting = (settings: Settings): unknown => ({
  ...settings,
  ...audit,
  logo: path(settings.logo),
  favicon: path(settings.favicon),
  slider: path(settings.slider),
});

export const cmsSlider = (slider: Slider): unknown => ({ ...slider, ...audit, image: path(slider.image) });

export const cmsNotice = (notice: Notice): unknown => ({ ...notice, ...audit, file: path(notice.file) });

export const cmsEmployee = (employee: Employee): unknown => ({
  ...employee,
  ...audit,
  image: path(employee.image),
  department: null,
});

export const cmsContentImages = (page: MenuPage): Record<string, string | string[] | null> =>
  Object.fromEntries(
    Object.entries(page.images).map(([group, refs]) => [group, refs.length === 0 ? null : refs.length === 1 ? refs[0]! : refs]),
  );
