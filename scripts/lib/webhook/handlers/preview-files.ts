/**
 * GET /hooks/preview/<release>/<path>: a kept release's files, for signed-in editors only
 * (the route's middleware), never for a search engine or a shared cache. The site's
 * root-relative addresses are rewritten under the preview's own prefix so its pages, styles
 * and pictures come from the same release. The pages run sandboxed (an opaque origin): a
 * script of the built site cannot read the publish page or send its forms.
 */
import { lstat, readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Handler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { releasesDir } from '../releases.ts';
import { json } from '../respond.ts';

export const PREVIEW_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
  'content-security-policy':
    'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** `href="/about/"` → `href="/hooks/preview/<release>/about/"`, in attributes, srcset lists and CSS `url()`. */
export function underPrefix(text: string, prefix: string): string {
  return text
    .replace(/(\b(?:href|src|action|poster|data-src)=["'])\/(?!\/)/g, `$1${prefix}`)
    .replace(
      /(\bsrcset=["'])([^"']*)/g,
      (_, head: string, list: string) =>
        `${head}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${prefix}`)}`,
    )
    .replace(/url\((["']?)\/(?!\/)/g, `url($1${prefix}`);
}

const RELEASE = /^[\dTZ-]+$/;

export const previewFiles =
  (root: string): Handler<AppEnv> =>
  async (c) => {
    const notFound = () => json(c, 404, { error: 'not found' }, PREVIEW_HEADERS);
    const [, , , release = '', ...rest] = c.req.path.split('/');
    if (!RELEASE.test(release)) return notFound();
    const base = join(releasesDir(root), release);
    let path: string;
    try {
      path = rest.map((segment) => decodeURIComponent(segment)).join('/');
    } catch {
      return notFound();
    }
    const file = resolve(base, `.${sep}${path}`);
    if (file !== base && !file.startsWith(`${base}${sep}`)) return notFound();
    const found = await lstat(file).catch(() => null);
    if (!found || found.isSymbolicLink()) return notFound();
    if (found.isDirectory() && rest.at(-1) !== '')
      return c.body(null, 308, { location: `${c.req.path}/`, ...PREVIEW_HEADERS });
    const target = found.isDirectory() ? join(file, 'index.html') : file;
    const bytes = await readFile(target).catch(() => null);
    if (!bytes) return notFound();
    const type = TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
    const rewrite = type.startsWith('text/html') || type.startsWith('text/css');
    const prefix = `/hooks/preview/${release}/`;
    return c.body(
      rewrite ? underPrefix(bytes.toString('utf8'), prefix) : new Uint8Array(bytes),
      200,
      {
        'content-type': type,
        ...PREVIEW_HEADERS,
      },
    );
  };
