/**
 * The inverse of the pull's normalisation: a snapshot shown the way the CMS answers,
 * quirks included (a one-file image group as a string, an empty one as null, media as
 * /media/ paths, extra fields the site must ignore).
 */
import { mapMediaFields } from '../../src/cms/media-fields.ts';
import type { Employee, MenuNode, MenuPage, Notice, Settings, Slider } from '../../src/cms/schema.ts';

const path = (ref: string | null): string | null => (ref === null ? null : `/media/${ref}`);
const audit = { created_at: '2024-01-01T00:00:00Z', updated_at: '2024-06-01T00:00:00Z', status: true };

export const cmsMenu = (menu: MenuNode, position: number): unknown => ({
  ...menu,
  position,
  children: menu.children.map(cmsMenu),
});

export const cmsSetting = (settings: Settings): unknown => ({ ...mapMediaFields('settings', settings, path), ...audit });

export const cmsSlider = (slider: Slider): unknown => ({ ...mapMediaFields('sliders', slider, path), ...audit });

export const cmsNotice = (notice: Notice): unknown => ({ ...mapMediaFields('notices', notice, path), ...audit });

export const cmsEmployee = (employee: Employee): unknown => ({
  ...mapMediaFields('employees', employee, path),
  ...audit,
  department: null,
});

export const cmsContentImages = (page: MenuPage): Record<string, string | string[] | null> =>
  Object.fromEntries(
    Object.entries(page.images).map(([group, refs]) => [group, refs.length === 0 ? null : refs.length === 1 ? refs[0]! : refs]),
  );
