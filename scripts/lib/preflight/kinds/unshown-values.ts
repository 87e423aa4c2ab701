/**
 * What an editor entered that the website does not show, and why (src/cms/content/report.ts
 * decides, as the pages do): a dropdown menu's own blocks, a block whose place a table or the
 * general settings fill.
 */
import { unshownParts, type UnshownPart } from '../../../../src/cms/content/report.ts';
import type { Snapshot } from '../../../../src/cms/schema.ts';
import type { Finding } from '../finding.ts';
import { OTHER_SCREENS, SCREENS } from '../../pull/screens.ts';

const TABLE_SCREENS: Record<string, string> = { about: SCREENS.abouts };

function words({ cause, menu }: UnshownPart): Pick<Finding, 'visitor' | 'fix'> {
  switch (cause.kind) {
    case 'dropdown':
      return {
        visitor: `“${menu.name}” has menus under it, so the website shows it as a dropdown with no page of its own; its ${cause.count} text block(s) or picture group(s) are shown nowhere.`,
        fix: `move them to one of the menus under “${menu.name}”, or to a menu of their own.`,
      };
    case 'table':
      return {
        visitor: `visitors do not see this block: the ${cause.template} page shows the text of the “${TABLE_SCREENS[cause.table] ?? cause.table}” screen instead.`,
        fix: `edit that text on the “${TABLE_SCREENS[cause.table] ?? cause.table}” screen, and delete this block.`,
      };
    case 'settings':
      return {
        visitor: `visitors do not see this block: the contact page shows the ${cause.what} of “${OTHER_SCREENS.settings}” in its place.`,
        fix: `change them in “${OTHER_SCREENS.settings}”, and delete this block.`,
      };
  }
}

export function unshownValues(snapshot: Snapshot): Finding[] {
  return unshownParts(snapshot).map((part) => ({
    kind: 'unshown-value' as const,
    key: `unshown-value:${part.menu.id}:${part.block ?? ''}`,
    where: [
      part.block === undefined
        ? { screen: OTHER_SCREENS.menus, row: part.menu.name }
        : { screen: OTHER_SCREENS.blocks, row: `${part.menu.name} › ${part.block}` },
    ],
    ...words(part),
  }));
}
