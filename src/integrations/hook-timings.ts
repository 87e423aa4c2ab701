/**
 * Each integration hook's time in the build log (`[hook-timings] listed-pages astro:build:done
 * 11.20 s`), so a slow build names its slow step and the benchmark (scripts/lib/bench/phases.ts)
 * can put every hook in its phase table. Astro times its own phases (content, Vite, pages,
 * images) but not the integrations'.
 */
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

export const HOOK_TIMINGS_LABEL = 'hook-timings';
/** A timing line of the log, ANSI colours removed: integration, hook, seconds. */
export const HOOK_TIMING_LINE = /\[hook-timings\] (\S+) (astro:[\w:]+) (\d+\.\d+) s$/gm;
/** The build's own steps are always logged; other hooks only when they take long enough to matter. */
const BUILD_HOOKS = new Set(['astro:build:start', 'astro:build:done']);
const NOTABLE_SECONDS = 0.1;

type AnyHook = (options: { logger?: AstroIntegrationLogger }) => unknown;

export function timedHooks(integration: AstroIntegration): AstroIntegration {
  const hooks = Object.entries(integration.hooks).map(([name, hook]) => {
    const timed: AnyHook = async (options) => {
      const started = performance.now();
      try {
        return await (hook as AnyHook)(options);
      } finally {
        const seconds = (performance.now() - started) / 1000;
        if (options.logger && (BUILD_HOOKS.has(name) || seconds >= NOTABLE_SECONDS))
          options.logger
            .fork(HOOK_TIMINGS_LABEL)
            .info(`${integration.name} ${name} ${seconds.toFixed(2)} s`);
      }
    };
    return [name, timed];
  });
  return { ...integration, hooks: Object.fromEntries(hooks) as AstroIntegration['hooks'] };
}
