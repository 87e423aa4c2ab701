/**
 * The child side of capped-process.ts: serves one task at a time under a watchdog thread that
 * kills the whole process once its resident memory passes the cap (the first argument, in MiB).
 * The thread runs beside the task, so it sees memory grow even while a parser holds the main
 * thread; between two looks (5 ms) a parser inflates a few MiB at most.
 */
import { Worker } from 'node:worker_threads';
import type { ChildMessage } from './capped-process.ts';

const WATCHDOG = `
const { workerData: cap } = require('node:worker_threads');
setInterval(() => { if (process.memoryUsage.rss() > cap) process.kill(process.pid, 'SIGKILL'); }, 5);
`;

/** A task's error as one line of plain text: parsers quote the file they choke on. */
const oneLine = (error: unknown) =>
  String((error as Error)?.message ?? error)
    .split('\n')[0]!
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 160);

export function serve<T, R>(handle: (task: T) => Promise<R>): void {
  new Worker(WATCHDOG, { eval: true, workerData: Number(process.argv[2]) * 1024 * 1024 }).unref();
  const send = (message: ChildMessage<R>) => process.send!(message);
  process.on('message', (task) => {
    handle(task as T).then(
      (result) => send({ result }),
      (error: unknown) => send({ error: oneLine(error) }),
    );
  });
  send({ ready: true });
}
