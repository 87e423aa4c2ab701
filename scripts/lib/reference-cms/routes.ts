/**
 * Django's URL resolution as the back office has it: each path a template, `{id}` either an
 * `<int:…>` (digits only: anything else is not the path, so a 404) or a `<str:…>` (anything
 * but a slash, for the views that cast it themselves); an unknown path is Django's HTML 404,
 * and APPEND_SLASH sends a path that only matches with a trailing slash there with a 301.
 */
import { appendSlash, notFound, type Answer } from './answers.ts';

export interface Request {
  /** What `{id}` matched; empty where the path has none. */
  id: string;
  query: URLSearchParams;
}

export interface Route {
  template: string;
  param?: 'int' | 'str';
  /** A path from the endpoint configuration: it is matched before the back office's fixed paths. */
  configured?: boolean;
  answer: (request: Request) => Answer;
}

interface CompiledRoute extends Route {
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The routes in order, configured ones first: the first that matches answers. */
export function compileRoutes(routes: readonly Route[]): CompiledRoute[] {
  const ordered = [
    ...routes.filter((route) => route.configured),
    ...routes.filter((route) => !route.configured),
  ];
  return ordered.map((route) => ({
    ...route,
    pattern: new RegExp(
      `^${route.template
        .split('{id}')
        .map(escape)
        .join(route.param === 'str' ? '([^/]+)' : '([0-9]+)')}$`,
    ),
  }));
}

const match = (routes: readonly CompiledRoute[], path: string) => {
  for (const route of routes) {
    const found = route.pattern.exec(path);
    if (found) return { route, id: found[1] ?? '' };
  }
  return null;
};

/** Django matches the decoded path; a broken escape stays as it was sent. */
function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The answer to a path (as sent, still encoded) and its query string (with its `?`, or empty). */
export function resolve(routes: readonly CompiledRoute[], rawPath: string, search: string): Answer {
  const path = decodePath(rawPath);
  const found = match(routes, path);
  if (found) return found.route.answer({ id: found.id, query: new URLSearchParams(search) });
  if (!path.endsWith('/') && match(routes, `${path}/`)) return appendSlash(`${rawPath}/${search}`);
  return notFound;
}
