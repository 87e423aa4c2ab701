/**
 * The back office's paginated lists (CMS-API §1.2): `size` and `page` read as digits only,
 * the size capped at 100, a page past the end (or 0) answered with the last page, and
 * `size=0` a division by zero. Django's QueryDict takes the last of repeated parameters.
 */

export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total_pages: number;
  total_elements: number;
}

const lastValue = (query: URLSearchParams, name: string): string | undefined =>
  query.getAll(name).at(-1);

const digits = (value: string | undefined): number | undefined =>
  value !== undefined && /^[0-9]+$/.test(value) ? Number(value) : undefined;

/**
 * One page of `rows`, or null where the back office fails (`size=0`). `total` is what
 * `total_elements` reports: the whole table, even when `rows` are a search's matches.
 */
export function paginate<T>(
  rows: readonly T[],
  query: URLSearchParams,
  defaultSize: number,
  total = rows.length,
): Page<T> | null {
  const asked = digits(lastValue(query, 'size')) ?? defaultSize;
  if (asked === 0) return null;
  const size = Math.min(asked, MAX_PAGE_SIZE);
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const wanted = digits(lastValue(query, 'page')) ?? 1;
  const page = wanted >= 1 && wanted <= totalPages ? wanted : totalPages;
  return {
    items: rows.slice((page - 1) * size, page * size),
    page,
    size,
    total_pages: totalPages,
    total_elements: total,
  };
}

/** `?searchKey=`: trimmed, inner spaces collapsed; null when there is nothing to search for. */
export function searchTerm(query: URLSearchParams): string | null {
  const term = (lastValue(query, 'searchKey') ?? '').trim().split(/\s+/).join(' ');
  return term === '' ? null : term;
}

/** A case-insensitive substring match, as Django's `icontains`. */
export const contains = (value: unknown, term: string): boolean =>
  typeof value === 'string' && value.toUpperCase().includes(term.toUpperCase());
