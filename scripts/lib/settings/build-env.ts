/**
 * The environment every production build runs with: Netlify's (`npm run build:deploy`), the
 * webhook's and the benchmark's. An operator's own value of each wins.
 */
import { readEnv, buildChildEnv } from './env.ts';

/** The environment of a build started from this process: this process's own, the build's defaults where it has none, then `extra`. */
export function buildEnv(
  extra: Record<string, string> = {},
  own: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return { ...own, ...readEnv(buildChildEnv, own), ...extra };
}
