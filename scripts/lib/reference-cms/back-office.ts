/**
 * Every route the reference CMS answers, built from a snapshot: the configured endpoints
 * first (scripts/lib/settings/cms-endpoints.ts, so an override moves a view), then the back office's other
 * public read views. Part 4's views (contact messages, users, customers…) are not served.
 */
import type { Snapshot } from '../../../src/cms/schema.ts';
import type { Endpoints } from '../settings/cms-endpoints.ts';
import { djangoJsonAnswer, json, type Answer } from './answers.ts';
import { MENU_TABLES, menuTableRoutes } from './menu-tables.ts';
import { menuRoutes } from './menus.ts';
import { newestFirst } from './orderings.ts';
import { compileRoutes, type Route } from './routes.ts';
import { listSerializer } from './serializers.ts';
import { tableRoutes, type TableContext } from './table-routes.ts';
import { BACK_OFFICE_TABLES } from './tables.ts';

/** `first_homepage_slider` is a plain Django view: Django's JSON, the slide with the highest id. */
function firstSlider(snapshot: Snapshot): Answer {
  const table = BACK_OFFICE_TABLES.sliders!;
  const [newest] = [...table.rows(snapshot)].sort(newestFirst);
  return newest
    ? djangoJsonAnswer({ homepage_slider: listSerializer(table, newest) })
    : djangoJsonAnswer({ detail: 'No slider found.' }, 404);
}

/** The search views need a login. */
const loginRequired = (): Answer =>
  json({ detail: 'Authentication credentials were not provided.' }, 401);

export function backOfficeRoutes(
  snapshot: Snapshot,
  endpoints: Endpoints,
  lists: Pick<TableContext, 'defaultSize' | 'withoutUnpaginated'>,
) {
  const routes: Route[] = [
    ...menuRoutes(snapshot, endpoints),
    ...[...Object.values(BACK_OFFICE_TABLES), ...Object.values(MENU_TABLES)].flatMap((table) =>
      tableRoutes(table, { snapshot, endpoints, ...lists }),
    ),
    ...menuTableRoutes(snapshot),
    {
      template: '/homepage_slider/api/v1/first_homepage_slider/',
      answer: () => firstSlider(snapshot),
    },
    { template: '/notice/api/v1/notice/search/', answer: loginRequired },
    { template: '/circular/api/v1/circular/search/', answer: loginRequired },
  ];
  return compileRoutes(routes);
}
