/**
 * How a page's props and its incremental-build cache key are made from the same digested parts,
 * so the key is always made of the digests of the data the page was given.
 *
 * Media need no key: pages reach them through virtual:snapshot-media, so a changed, added or
 * removed file changes the code hash Astro computes itself. Renamed scripts and styles are in
 * every key (src/integrations/built-assets.ts).
 */
import { builtAssetsDigest } from '../integrations/built-assets.ts';
import { cacheKey } from '../cms/cache-keys.ts';
import { stableStringify } from '../cms/stable-json.ts';
import type { MenuPage } from '../cms/schema.ts';
import type { Digested } from './model.ts';

export type Parts = Record<string, Digested<unknown>>;
export type Values<P extends Parts> = { [K in keyof P]: P[K]['value'] };

/** A page's props and its cache key, from the same parts and the names of the scripts and styles it may link to. */
export function routed<P extends Parts>(parts: P): { props: Values<P>; cacheKey: string } {
  const entries = Object.entries(parts).sort(([a], [b]) => a.localeCompare(b));
  return {
    props: Object.fromEntries(entries.map(([name, part]) => [name, part.value])) as Values<P>,
    cacheKey: cacheKey(
      `assets:${builtAssetsDigest()}`,
      ...entries.map(([name, part]) => `${name}:${part.digest}`),
    ),
  };
}

/** A value computed from digested inputs, digested by them. */
export function derived<T>(
  compute: () => T,
  ...inputs: ReadonlyArray<Digested<unknown> | string>
): Digested<T> {
  return {
    value: compute(),
    digest: cacheKey(...inputs.map((input) => (typeof input === 'string' ? input : input.digest))),
  };
}

/**
 * A slice of a long list (the ticker's notices, the form's latest events), digested by what it
 * holds: an edit of a record outside the slice leaves the pages that show it as they were.
 */
export function slice<T>(compute: () => T): Digested<T> {
  const value = compute();
  return { value, digest: cacheKey(stableStringify(value)) };
}

/** A record digested by its whole JSON: a notice, a service. */
export const whole = <T>(value: T): Digested<T> => ({
  value,
  digest: cacheKey(JSON.stringify(value)),
});

export const NONE: Digested<MenuPage | undefined> = { value: undefined, digest: 'none' };
