/**
 * Icons of the Tabler set as inline SVG markup, made at build time: no icon font, no script,
 * no request. Server-only: the set is a few megabytes of JSON, so islands get icons as markup
 * in their props, never by importing this module.
 */
import { icons } from '@iconify-json/tabler';
import { getIconData, iconToHTML, iconToSVG, replaceIDs } from '@iconify/utils';
import { escapeAttribute } from 'entities';

export interface IconOptions {
  /** Width and height in CSS units; the default follows the text (1em). */
  size?: number | string | undefined;
  /** The icon's accessible name, when it is the only name of what it stands in; otherwise it is hidden from assistive technology. */
  label?: string | undefined;
  className?: string | undefined;
}

/** Each icon at each size, made once: not looked up and merged again on every page (docs/performance.md). */
const shapes = new Map<string, ReturnType<typeof iconToSVG>>();

function iconShape(name: string, size: string): ReturnType<typeof iconToSVG> {
  const key = `${name} ${size}`;
  let shape = shapes.get(key);
  if (!shape) {
    const data = getIconData(icons, name);
    if (!data) throw new Error(`No icon named "${name}" in the Tabler set.`);
    shape = iconToSVG(data, { width: size, height: size });
    shapes.set(key, shape);
  }
  return shape;
}

export function iconSvg(
  name: string,
  { size = '1em', label, className }: IconOptions = {},
): string {
  const { attributes, body } = iconShape(name, String(size));
  return iconToHTML(replaceIDs(body), {
    ...attributes,
    class: ['icon', className].filter(Boolean).join(' '),
    focusable: 'false',
    // iconToHTML writes attribute values as they are: a label may hold CMS text.
    ...(label ? { role: 'img', 'aria-label': escapeAttribute(label) } : { 'aria-hidden': 'true' }),
  });
}
