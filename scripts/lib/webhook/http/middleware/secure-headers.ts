/**
 * Security headers per page, from Hono's secureHeaders: a content security policy that allows
 * the one inline style and script by their hashes and loads nothing else, no framing, no
 * referrer, no sniffing. Strict-Transport-Security is left to the TLS proxy in front.
 */
import { secureHeaders } from 'hono/secure-headers';
import { STYLE_HASH } from '../pages/html.ts';
import { SCRIPT_HASH } from '../pages/publish.ts';

const NONE = ["'none'"];
const SELF = ["'self'"];
const common = {
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  strictTransportSecurity: false,
} as const;

/** The status page and the hook's answers: no script, no form. */
export const statusHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: {
    defaultSrc: NONE,
    styleSrc: [STYLE_HASH],
    baseUri: NONE,
    formAction: NONE,
    frameAncestors: NONE,
  },
});

/** The publish pages: their script, its live progress from this origin, forms to this origin. */
export const publishHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: {
    defaultSrc: NONE,
    styleSrc: [STYLE_HASH],
    scriptSrc: [SCRIPT_HASH],
    connectSrc: SELF,
    formAction: SELF,
    baseUri: NONE,
    frameAncestors: NONE,
  },
});
