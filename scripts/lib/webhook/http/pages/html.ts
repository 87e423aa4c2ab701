/**
 * The pages' markup: Hono's `html` template escapes every value put into it unless the value
 * is markup made the same way, so nothing an editor, the CMS or a stranger wrote can become
 * markup. Both pages share one frame in the site's colours that loads nothing; its one style
 * sheet (frame.css) is allowed by its hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export type Markup = HtmlEscapedString;

/** `html` without its asynchronous case: the pages put no promise in a template. */
export function markup(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  const made = html(strings, ...values);
  if (made instanceof Promise) throw new TypeError('a page template was given a promise');
  return made;
}

export const cspHash = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

const STYLE = readFileSync(new URL('./frame.css', import.meta.url), 'utf8');
export const STYLE_HASH = cspHash(STYLE);

export interface Frame {
  title: string;
  site: string;
  body: Markup;
  /** The bar's right side (a sign-out form). */
  bar?: Markup;
  /** Extra elements of the head (a refresh without scripts). */
  head?: Markup;
  /** An inline script, allowed by its hash. */
  script?: string;
}

/** The frame of every page, as the text sent. */
export function layout(frame: Frame): string {
  return String(markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${frame.title} · ${frame.site}</title>
<style>${raw(STYLE)}</style>
${frame.head}
</head>
<body>
<header class="bar"><div class="bar-inner"><p class="brand"><strong>Publishing</strong><span>${frame.site}</span></p>${frame.bar}</div></header>
<main>
${frame.body}
</main>
${frame.script ? markup`<script>${raw(frame.script)}</script>` : ''}
</body>
</html>
`);
}
