/**
 * The routes of one back-office table (./tables.ts): its paginated list with search, its
 * unpaginated list, its detail view and, for the portfolio, its flagged list. Rows are
 * sorted once per snapshot and each row is serialized once, so a large CMS stays quick.
 */
import type { Snapshot } from '../../../src/cms/schema.ts';
import type { Endpoints } from '../settings/cms-endpoints.ts';
import { json, missing, serverError } from './answers.ts';
import { contains, paginate, searchTerm } from './pagination.ts';
import type { Route } from './routes.ts';
import { listSerializer, plainSerializer, type Row } from './serializers.ts';
import { oldestFirst } from './orderings.ts';
import { memoByObject } from '../../../src/lib/memo-by-object.ts';
import type { Path, Table } from './tables.ts';

export interface TableContext {
  snapshot: Snapshot;
  endpoints: Endpoints;
  /** The page size when a request gives none. */
  defaultSize: number;
  /** An installation without the unpaginated variants: each answers Django's 404, as an unknown path. */
  withoutUnpaginated: boolean;
}

/** A route's template and whether the endpoint configuration gave it. */
const routeAt = (path: Path, endpoints: Endpoints): Pick<Route, 'template' | 'configured'> =>
  typeof path === 'string'
    ? { template: path }
    : { template: endpoints[path.endpoint], configured: true };

export function tableRoutes(
  table: Table,
  { snapshot, endpoints, defaultSize, withoutUnpaginated }: TableContext,
): Route[] {
  const rows = table.rows(snapshot);
  const ordered = [...rows].sort(table.order);
  const listItem = memoByObject((row: Row) =>
    (table.serializers?.list ?? listSerializer)(table, row),
  );
  const allItem = table.serializers?.all
    ? memoByObject((row: Row) => table.serializers!.all!(table, row))
    : listItem;
  const detailItem = (row: Row) => (table.serializers?.detail ?? plainSerializer)(table, row);
  const pageOf = (matches: readonly Row[], query: URLSearchParams) => {
    const page = paginate(matches, query, defaultSize, rows.length);
    if (page === null) return serverError;
    const { items, ...numbers } = page;
    return json({ [table.key]: items.map(listItem), ...numbers });
  };
  const { list, all, detail, flagged } = table.paths;
  const routes: Route[] = [];
  if (list) {
    routes.push({
      ...routeAt(list, endpoints),
      answer: ({ query }) => {
        if (table.failsOn && query.getAll(table.failsOn).at(-1)) return serverError;
        const term = table.search ? searchTerm(query) : null;
        if (term === null) return pageOf(ordered, query);
        const matches = (table.searchUnordered ? [...rows].sort(oldestFirst) : ordered).filter(
          (row) => contains(row[table.search!], term),
        );
        return pageOf(matches, query);
      },
    });
  }
  if (flagged) {
    const flaggedRows = ordered.filter(
      (row) => (row[flagged.flag] ?? table.leftEmpty?.[flagged.flag]) === true,
    );
    routes.push({
      ...routeAt(flagged.path, endpoints),
      answer: ({ query }) => pageOf(flaggedRows, query),
    });
  }
  if (all && !withoutUnpaginated) {
    const everyRow = table.allOrder ? [...rows].sort(table.allOrder) : ordered;
    routes.push({
      ...routeAt(all, endpoints),
      answer: () => json({ [table.key]: everyRow.map(allItem) }),
    });
  }
  if (detail) {
    const byId = new Map(rows.map((row) => [row.id, row]));
    routes.push({
      ...routeAt(detail, endpoints),
      param: 'int',
      answer: ({ id }) => {
        const row = byId.get(Number(id));
        return row ? json(detailItem(row)) : missing(table.missing, id, table.missingStatus);
      },
    });
  }
  return routes;
}
