/** Which Tabler icon a service shows: the back office's icon field may name one, or hold another set's class. */
import { icons } from '@iconify-json/tabler';
import { getIconData } from '@iconify/utils';

/** A service's icon: the one its CMS field names where the set has it, else a briefcase. */
export const serviceIcon = (name: string | null | undefined): string =>
  name && getIconData(icons, name) !== null ? name : 'briefcase';
