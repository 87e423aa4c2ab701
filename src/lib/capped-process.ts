/**
 * Work on hostile input (CMS uploads) in a child process whose whole memory is capped. A worker
 * thread's heap cap does not count the buffers a parser inflates into, so a small PDF could take
 * a capped worker to gigabytes (docs/performance.md). Here the child's own watchdog thread (capped-child.ts) kills
 * it once its resident memory passes the cap, and the parent kills it once one task has run out
 * of time. Tasks are sent one at a time, so each one's time starts when it starts; after a kill
 * a fresh child takes the rest.
 *
 * Tinypool's child-process runtime would pass the children's output into the build log and
 * report any exit as "exited unexpectedly"; each task's reason is the point here.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ProcessLimits {
  /** Resident memory of the whole child process, checked every few milliseconds. */
  memoryMb: number;
  /** Its JavaScript heap, so the collector works hard before the cap is near. */
  heapMb: number;
  /** Time for one task, from when it is sent. */
  seconds: number;
}

/** What a child sends (capped-child.ts): once ready, then one answer per task. */
export type ChildMessage<R> = { ready: true } | { result: R } | { error: string };

/** Why a child that was not out of time ended: the cap's watchdog or the kernel kill it, V8 aborts when its heap is full. */
function endReason(
  limits: ProcessLimits,
  code: number | null,
  signal: NodeJS.Signals | null,
  stderr: string,
): string {
  if (signal === 'SIGKILL') return `it needs more than ${limits.memoryMb} MiB`;
  if (/heap out of memory/i.test(stderr)) return `it needs more than ${limits.heapMb} MiB of heap`;
  return `it stopped the reader (${signal ?? `exit code ${code}`})`;
}

interface Child {
  process: ChildProcess;
  /** The end of its standard error: why it stopped, when it did. */
  stderr: () => string;
}

function startChild(script: URL, limits: ProcessLimits): Promise<Child> {
  const child = fork(fileURLToPath(script), [String(limits.memoryMb)], {
    execArgv: [`--max-old-space-size=${limits.heapMb}`],
    // Its output is the parser's chatter about broken files; only its last words are kept.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  // Sending to a child that has just died fails; its exit, which follows, says why.
  child.on('error', () => {});
  let stderr = '';
  child
    .stderr!.setEncoding('utf8')
    .on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2048)));
  return new Promise((resolve, reject) => {
    const exited = (code: number | null, signal: NodeJS.Signals | null) =>
      // The site's own fault (a broken script, a cap below what Node needs to start), not an upload's: the build stops.
      reject(
        new Error(
          `${script.pathname} stopped before it was ready (${signal ?? `exit code ${code}`}): ${stderr.trim()}`,
        ),
      );
    child.once('exit', exited);
    child.once('message', () => {
      child.off('exit', exited);
      resolve({ process: child, stderr: () => stderr });
    });
  });
}

/** One task's answer, or the one-line reason it has none; `ended` says the child is gone. */
function runTask<T, R>(
  child: Child,
  task: T,
  limits: ProcessLimits,
): Promise<{ answer: R | Error; ended: boolean }> {
  return new Promise((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.process.kill('SIGKILL');
    }, limits.seconds * 1000);
    const done = (answer: R | Error, ended: boolean) => {
      clearTimeout(timer);
      child.process.off('message', answered).off('exit', exited);
      resolve({ answer, ended });
    };
    const answered = (message: ChildMessage<R>) =>
      done(
        'error' in message ? new Error(message.error) : (message as { result: R }).result,
        false,
      );
    const exited = (code: number | null, signal: NodeJS.Signals | null) => {
      done(
        new Error(
          timedOut
            ? `it takes more than ${limits.seconds} s`
            : endReason(limits, code, signal, child.stderr()),
        ),
        true,
      );
    };
    child.process.on('message', answered).on('exit', exited);
    child.process.send(task as object);
  });
}

/** Each task's result, or the one-line reason it has none, in the order given. */
export async function runCapped<T, R>(
  script: URL,
  tasks: readonly T[],
  limits: ProcessLimits,
): Promise<Array<R | Error>> {
  const results: Array<R | Error> = [];
  let child: Child | undefined;
  try {
    for (const task of tasks) {
      child ??= await startChild(script, limits);
      const { answer, ended } = await runTask<T, R>(child, task, limits);
      results.push(answer);
      if (ended) child = undefined;
    }
    return results;
  } finally {
    child?.process.kill();
  }
}
