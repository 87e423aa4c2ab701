/**
 * Where a build spent its time, from what Astro itself records: its timer file
 * (`ASTRO_TIMER_PATH`: content layer, Vite's builds, the whole build), its log's "Completed in"
 * after the pages and after the images, and each integration hook's line
 * (src/integrations/hook-timings.ts). What none of them covers (Astro's start, the config,
 * the types) is the rest.
 */
import { HOOK_TIMING_LINE } from '../../../src/integrations/hook-timings.ts';

export interface Phase {
  name: string;
  seconds: number;
}

/** `ASTRO_TIMER_PATH`'s file: each of Astro's timers by name. */
export type AstroTimers = Record<string, { elapsedTime: number } | undefined>;

const ANSI = /\x1b\[[0-9;]*m/g;

/** Astro's `getTimeStat` spellings: `320ms`, `19.02s`, `1m 7s`. */
function secondsOf(stat: string): number {
  const match = /^(?:(\d+)m )?(\d+(?:\.\d+)?)(ms|s)$/.exec(stat);
  if (!match) throw new Error(`"${stat}" is not a time of Astro's log; has its format changed?`);
  const [, minutes, amount, unit] = match;
  return Number(minutes ?? 0) * 60 + Number(amount) / (unit === 'ms' ? 1000 : 1);
}

/** The "✓ Completed in X." that closes the step whose banner is `banner` (absent when the step did not run). */
function stepSeconds(log: string, banner: string): number | undefined {
  const start = log.indexOf(banner);
  if (start === -1) return undefined;
  const done = /✓ Completed in ([^.\n]+(?:\.\d+)?[a-z]*)\./.exec(log.slice(start));
  return done ? secondsOf(done[1]!) : undefined;
}

const timer = (timers: AstroTimers, name: string) => (timers[name]?.elapsedTime ?? 0) / 1000;

export function buildPhases(rawLog: string, timers: AstroTimers, totalSeconds: number): Phase[] {
  const log = rawLog.replace(ANSI, '');
  const hooks = [...log.matchAll(HOOK_TIMING_LINE)].map(([, integration, hook, seconds]) => ({
    name: `${integration} ${hook}`,
    seconds: Number(seconds),
  }));
  const content = timer(timers, 'Sync content layer');
  const buildStartHooks = hooks
    .filter((hook) => hook.name.endsWith('astro:build:start'))
    .reduce((sum, hook) => sum + hook.seconds, 0);
  // Astro's first "Completed in" spans its setup: config hooks, routes, Vite's server, the content layer, build:start.
  const setup = /\[build\] ✓ Completed in ([^.\n]+(?:\.\d+)?[a-z]*)\./.exec(log);
  const phases: Phase[] = [
    {
      name: 'Node and Astro start (before its timer)',
      seconds: Math.max(0, totalSeconds - timer(timers, 'Total build')),
    },
    {
      name: 'Astro setup (config, Vite server, types)',
      seconds: setup ? Math.max(0, secondsOf(setup[1]!) - content - buildStartHooks) : 0,
    },
    { name: 'content layer (snapshot, PDF words)', seconds: content },
    {
      name: 'Vite (server and client bundles)',
      seconds: timer(timers, 'Prerender build') + timer(timers, 'Client build'),
    },
    {
      name: 'render (and copy from the cache)',
      seconds: stepSeconds(log, 'generating static routes') ?? 0,
    },
    { name: 'images', seconds: stepSeconds(log, 'generating optimized images') ?? 0 },
    ...hooks,
  ];
  const counted = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  phases.push({ name: 'the rest', seconds: Math.max(0, totalSeconds - counted) });
  return phases;
}
