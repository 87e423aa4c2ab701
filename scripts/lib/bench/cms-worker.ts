/** The thread behind cms-thread.ts: serves the snapshot and answers "reload" and "close" once each is done. */
import { parentPort, workerData } from 'node:worker_threads';
import { startCmsServer } from '../reference-cms/server.ts';
import { DEFAULT_ENDPOINTS } from '../settings/cms-endpoints.ts';

const { snapshotDir, latencyMs } = workerData as { snapshotDir: string; latencyMs: number };
const cms = await startCmsServer({ snapshotDir, endpoints: DEFAULT_ENDPOINTS, latencyMs });
const answer = async (command: 'reload' | 'close') => {
  await (command === 'reload' ? cms.reload() : cms.close());
  parentPort!.postMessage(command);
};
// A failed reload or close fails the thread, which the bench reports.
parentPort!.on('message', (command: 'reload' | 'close') => void answer(command));
parentPort!.postMessage({ url: cms.url });
