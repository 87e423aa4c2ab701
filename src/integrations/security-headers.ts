/**
 * The response headers of the deployed site, written to the publish folder's `_headers`
 * (the file Netlify reads beside netlify.toml) by src/integrations/headers-integration.ts.
 *
 * The header CSP repeats each page's <meta> CSP and lists every script and style hash any page
 * declares, so a file served from the site that no page declared (an HTML or SVG upload, say)
 * runs no script; it adds what a <meta> cannot carry (frame-ancestors). Framing is same-origin
 * only: the notice viewer frames the site's own PDFs, and nobody else may frame anything.
 *
 * Rules never set the same header twice for one path: hosts differ on whether overlapping
 * rules override or concatenate, and a concatenated CSP would be two policies at once.
 */
import { cspMetaOf } from './astro-internals.ts';
import { SCRIPT_SOURCES, cspDirectives } from './csp.ts';

export interface DeclaredHashes {
  scripts: ReadonlySet<string>;
  styles: ReadonlySet<string>;
}

export type HeaderRules = ReadonlyArray<{ for: string; values: Readonly<Record<string, string>> }>;

export function headerCsp(contactFormAction: string | undefined, hashes: DeclaredHashes): string {
  const sources = (own: readonly string[], set: ReadonlySet<string>) =>
    [...own, ...[...set].sort()].join(' ');
  return [
    ...cspDirectives(contactFormAction),
    `script-src ${sources(SCRIPT_SOURCES, hashes.scripts)}`,
    `style-src ${sources(["'self'"], hashes.styles)}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * @param downloadOnly built paths of files no browser may show inline (PDFs that could not be
 * rewritten without their scripts): served as attachments, so opening one downloads it.
 */
export function securityHeaders(
  contactFormAction: string | undefined,
  hashes: DeclaredHashes,
  downloadOnly: readonly string[] = [],
): HeaderRules {
  return [
    {
      for: '/*',
      values: {
        'Content-Security-Policy': headerCsp(contactFormAction, hashes),
        'X-Frame-Options': 'SAMEORIGIN',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy':
          'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    // Hashed assets (scripts, styles, optimised images, PDFs) never change under their name.
    // Everything else, HTML included, keeps the host's default: revalidate on every request.
    { for: '/_astro/*', values: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ...downloadOnly.map((path) => ({ for: path, values: { 'Content-Disposition': 'attachment' } })),
  ];
}

/** The `_headers` file format: a path, then its headers indented below it. */
export function headersFileText(rules: HeaderRules): string {
  return (
    rules
      .map((rule) =>
        [
          rule.for,
          ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`),
        ].join('\n'),
      )
      .join('\n\n') + '\n'
  );
}

/** The script-src and style-src hashes of a page's <meta> CSP, added to `into`. */
export function collectDeclaredHashes(
  html: string,
  into: { scripts: Set<string>; styles: Set<string> },
): void {
  const meta = cspMetaOf(html);
  if (!meta) return;
  for (const directive of meta.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    const target =
      name === 'script-src' ? into.scripts : name === 'style-src' ? into.styles : undefined;
    for (const source of sources)
      if (target && /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(source)) target.add(source);
  }
}
