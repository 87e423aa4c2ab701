/**
 * The Content-Security-Policy directives Astro puts in every page's <meta> (beside the
 * script-src and style-src hashes it computes). Frames come from the one embed list of the
 * sanitiser, plus the blog's video; a contact form posts only to its configured service.
 * The header CSP in _headers (security-headers.ts) adds what a <meta> cannot carry (frame-ancestors).
 */
import { EMBED_ORIGINS } from '../cms/sanitise.ts';

export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** script-src before the hashes: the site's own files, and WebAssembly for the site search (Pagefind). */
export const SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'"] as const;

export function cspDirectives(contactFormAction: string | undefined) {
  const frames = [...new Set([...EMBED_ORIGINS.map(({ origin }) => origin), VIDEO_EMBED_ORIGIN])];
  const formTargets = contactFormAction ? ` ${new URL(contactFormAction).origin}` : '';
  return [
    "default-src 'self'",
    // CMS rich text may show https images from anywhere; everything else is ours.
    "img-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${formTargets}`,
  ] as const;
}
