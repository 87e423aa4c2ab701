/**
 * What a route answers, before it is written: JSON in one of the back office's two dialects,
 * one of Django's HTML error pages, or no body at all (204, the APPEND_SLASH redirect).
 */
import { DJANGO_NOT_FOUND, DJANGO_SERVER_ERROR } from './error-pages.ts';

export type Answer =
  | { kind: 'json'; status: number; value: unknown; dialect: 'drf' | 'django' }
  | { kind: 'html'; status: number; html: string }
  | { kind: 'empty'; status: number; headers: Record<string, string> };

/** A Django REST framework answer. */
export const json = (value: unknown, status = 200): Answer => ({
  kind: 'json',
  status,
  value,
  dialect: 'drf',
});

/** A plain Django JsonResponse. */
export const djangoJsonAnswer = (value: unknown, status = 200): Answer => ({
  kind: 'json',
  status,
  value,
  dialect: 'django',
});

/** A detail view's answer for an id it does not have (a 400, except the employees' 200). */
export const missing = (message: string, id: string, status = 400): Answer =>
  json({ detail: message.replace('{id}', id) }, status);

export const notFound: Answer = { kind: 'html', status: 404, html: DJANGO_NOT_FOUND };

export const serverError: Answer = { kind: 'html', status: 500, html: DJANGO_SERVER_ERROR };

/** Django REST framework drops the body of a 204 on the wire; the content type stays. */
export const noContent: Answer = {
  kind: 'empty',
  status: 204,
  headers: { 'content-type': 'application/json' },
};

/** Django's APPEND_SLASH: a permanent redirect to the same URL with the slash, query kept. */
export const appendSlash = (location: string): Answer => ({
  kind: 'empty',
  status: 301,
  headers: { 'content-type': 'text/html; charset=utf-8', location },
});

/** Whether an answer came from a Django REST framework view, past URL routing and middleware. */
export const fromDrfView = (answer: Answer): boolean =>
  (answer.kind === 'json' && answer.dialect === 'drf') ||
  (answer.kind === 'empty' && answer.status === 204);

/**
 * simplejwt authenticates every DRF view before it runs (CMS-API §1.1): a Bearer token it cannot
 * verify is refused with 401, even on a public view; no header, or another scheme, passes.
 */
export function refusedToken(authorization: string | undefined): Answer | null {
  // As simplejwt splits the header: on any run of white space.
  const [scheme, ...rest] = (authorization ?? '').trim().split(/\s+/);
  if (scheme !== 'Bearer') return null;
  if (rest.length !== 1) {
    return json(
      {
        detail: 'Authorization header must contain two space-delimited values',
        code: 'bad_authorization_header',
      },
      401,
    );
  }
  return json(
    {
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [
        {
          token_class: 'AccessToken',
          token_type: 'access',
          message: 'Token is invalid or expired',
        },
      ],
    },
    401,
  );
}
