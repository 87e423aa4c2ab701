/**
 * A page's long main-thread tasks and what filled them, read from the trace of a Lighthouse run
 * with Lighthouse's own trace reader: each top-level task long enough to block on the simulated
 * phone (its measured time times the phone's CPU slowdown, as Lighthouse's simulation counts it),
 * the script it is attributed to and its time by kind of work (running script, style and layout,
 * parsing HTML…). For `npm run lighthouse`: a page whose blocking time grew names the script and
 * the work that grew it. Lighthouse's own long-tasks audit cannot say the kind of work under
 * simulation: it times only the top-level task.
 */
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

export interface LongTask {
  /** When it started after navigation, as measured (unthrottled). */
  startMs: number;
  /** How long it blocks the simulated phone: its measured time times the CPU slowdown. */
  durationMs: number;
  /** The script it is attributed to (its file name), or `page` where no script is. */
  source: string;
  /** `script 80 ms, style and layout 30 ms`: its work by kind on the phone, the largest first. */
  work: string;
}

/** The part of a task over this many milliseconds blocks input: what TBT adds up. */
const BLOCKING_MS = 50;

/** Lighthouse's task groups in the words a reader of the table uses. */
const WORK_WORDS: Record<string, string> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compiling script',
  styleLayout: 'style and layout',
  paintCompositeRender: 'paint',
  parseHTML: 'parsing HTML',
  garbageCollection: 'garbage collection',
  other: 'other',
};

/** What this module reads of a task of Lighthouse's trace reader. */
export interface TaskNode {
  startTime: number;
  duration: number;
  selfTime: number;
  group: { id: string };
  attributableURLs: string[];
  children: TaskNode[];
  parent?: TaskNode;
}

/** The file a script URL names (`/_astro/react.DjDbwyKW.js` → `react.DjDbwyKW.js`), or `page`. */
function sourceOf(urls: readonly string[]): string {
  for (const url of urls) {
    if (!URL.canParse(url)) continue;
    const { pathname } = new URL(url);
    if (/\.m?js$/.test(pathname))
      return decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
  }
  return 'page';
}

function addSelfTimes(task: TaskNode, times: Map<string, number>): Map<string, number> {
  times.set(task.group.id, (times.get(task.group.id) ?? 0) + task.selfTime);
  for (const child of task.children) addSelfTimes(child, times);
  return times;
}

/** The long tasks among a page's top-level tasks, in time order. */
export function longTasksOf(tasks: readonly TaskNode[], slowdown: number): LongTask[] {
  return tasks
    .filter((task) => !task.parent && task.duration * slowdown > BLOCKING_MS)
    .sort((a, b) => a.startTime - b.startTime)
    .map((task) => ({
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration * slowdown),
      source: sourceOf(task.attributableURLs),
      work: [...addSelfTimes(task, new Map())]
        .map(([group, ms]) => [group, ms * slowdown] as const)
        .filter(([, ms]) => ms >= 1)
        .sort(([, a], [, b]) => b - a)
        .map(([group, ms]) => `${WORK_WORDS[group] ?? group} ${Math.round(ms)} ms`)
        .join(', '),
    }));
}

/** What this module reads of Lighthouse's processed trace (its types lean on Lighthouse's globals). */
interface ProcessedTrace {
  mainThreadEvents: unknown[];
  frames: unknown[];
  timestamps: { traceEnd: number; timeOrigin: number };
}
const processTrace = TraceProcessor.processTrace.bind(TraceProcessor) as unknown as (
  trace: unknown,
) => ProcessedTrace;
const mainThreadTasks = MainThreadTasks.getMainThreadTasks.bind(MainThreadTasks) as unknown as (
  events: unknown[],
  frames: unknown[],
  traceEnd: number,
  timeOrigin: number,
) => TaskNode[];

/** The long tasks of a Lighthouse run's trace (`result.artifacts.Trace`). */
export function longTasksOfTrace(trace: unknown, slowdown: number): LongTask[] {
  const { mainThreadEvents, frames, timestamps } = processTrace(trace);
  return longTasksOf(
    mainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin),
    slowdown,
  );
}
