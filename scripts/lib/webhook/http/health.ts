/**
 * GET /hooks/health: what a supervisor watches (docs/deploy.md's systemd timer, or any monitor):
 * that the publisher answers, the memory it holds, and when it last published or failed. A
 * publisher whose memory only grows, or that has not published for days, shows it here first.
 */
import type { WebhookStatus } from '../desk/publisher.ts';

export interface Health {
  ok: true;
  state: WebhookStatus['state'];
  uptimeSeconds: number;
  /** Resident memory of the process and its JavaScript heap, in MiB (a build runs in a child of its own). */
  memory: { rssMiB: number; heapUsedMiB: number };
  /** When the last publish went live, and when the last one failed; null for none since the start. */
  lastPublish: string | null;
  lastFailure: string | null;
  /** Sign-in passwords checked since the start, and attempts waiting now: a guessing crowd shows here. */
  signIns: { checked: number; waiting: number };
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

export function health(
  status: WebhookStatus,
  signIns: Health['signIns'] = { checked: 0, waiting: 0 },
): Health {
  const { rss, heapUsed } = process.memoryUsage();
  return {
    ok: true,
    state: status.state,
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rssMiB: mib(rss), heapUsedMiB: mib(heapUsed) },
    lastPublish: status.lastSuccess?.at ?? null,
    lastFailure: status.lastFailure?.at ?? null,
    signIns,
  };
}
