/**
 * The reference CMS on a thread of its own, for the benchmark: a real CMS is another machine,
 * so the pull being measured must not share its event loop with the server answering it.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

export interface CmsThread {
  url: string;
  /** Reads the snapshot again after the benchmark has edited it. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

export async function startCmsThread(snapshotDir: string, latencyMs: number): Promise<CmsThread> {
  const worker = new Worker(new URL('./cms-worker.ts', import.meta.url), {
    workerData: { snapshotDir, latencyMs },
  });
  const [started] = (await Promise.race([
    once(worker, 'message'),
    once(worker, 'error').then(([error]) => Promise.reject(error as Error)),
  ])) as [{ url: string }];
  const ask = async (command: 'reload' | 'close') => {
    const answer = once(worker, 'message');
    worker.postMessage(command);
    await answer;
  };
  return {
    url: started.url,
    reload: () => ask('reload'),
    close: async () => {
      await ask('close');
      await worker.terminate();
    },
  };
}
