/**
 * Failed authentications (a wrong hook secret, a wrong password), counted per client and for
 * everyone together. The hook's secret is checked first and a right one always accepted, so no
 * crowd can lock the CMS out; a sign-in from a client past its own limit is answered 429 before
 * its password is checked (middleware/password.ts), which only that client's own failures can
 * bring about.
 * It decides how a failure is answered and logged: within
 * the limits, 401 and one log line; past a client's limit or the global budget, 429 with
 * Retry-After, and past the global budget no line per failure but one summary a minute, so
 * many addresses guessing cannot fill the log.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface FailureLimits {
  /** Failures per client per minute before its failures are answered 429. */
  failuresPerMinute: number;
  /** Failures per minute from all clients together before every failure is answered 429, unlogged. */
  globalFailuresPerMinute: number;
}

export interface Failure {
  /** Past a limit: answer 429. */
  limited: boolean;
  retryAfterSeconds: number;
}

const WINDOW_MS = 60_000;
/** Distinct clients remembered for the summary line; past it the count says "at least". */
const MAX_COUNTED_CLIENTS = 10_000;

export class FailureLimiter {
  private readonly perClient: RateLimiterMemory;
  private readonly global: RateLimiterMemory;
  private readonly log: (line: string) => void;
  private unlogged = 0;
  private readonly unloggedClients = new Set<string>();
  private summary: ReturnType<typeof setTimeout> | undefined;

  constructor(limits: FailureLimits, log: (line: string) => void) {
    this.perClient = new RateLimiterMemory({
      points: limits.failuresPerMinute,
      duration: WINDOW_MS / 1000,
    });
    this.global = new RateLimiterMemory({
      points: limits.globalFailuresPerMinute,
      duration: WINDOW_MS / 1000,
    });
    this.log = log;
  }

  /** Records one failure of `client`; `what` is the log line's text (`refused a rebuild hook from …`). */
  async fail(client: string, what: string): Promise<Failure> {
    const [own, everyone] = await Promise.all([
      settled(this.perClient.consume(client)),
      settled(this.global.consume('all')),
    ]);
    if (everyone.ok) this.log(`${new Date().toISOString()} ${what}`);
    else this.countUnlogged(client);
    const limited = !own.ok || !everyone.ok;
    const wait = Math.max(
      own.ok ? 0 : own.res.msBeforeNext,
      everyone.ok ? 0 : everyone.res.msBeforeNext,
    );
    return { limited, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
  }

  /** Past its limit: the client's next attempt is answered 429, unchecked, this long from now. */
  async limitedFor(client: string): Promise<number | null> {
    const res = await this.perClient.get(client);
    return res && res.remainingPoints <= 0 ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : null;
  }

  /** Writes a pending summary now (shutdown). */
  close(): void {
    clearTimeout(this.summary);
    this.writeSummary();
  }

  private countUnlogged(client: string): void {
    this.unlogged += 1;
    if (this.unloggedClients.size < MAX_COUNTED_CLIENTS) this.unloggedClients.add(client);
    if (!this.summary) this.summary = setTimeout(() => this.writeSummary(), WINDOW_MS).unref();
  }

  private writeSummary(): void {
    this.summary = undefined;
    if (this.unlogged === 0) return;
    const clients = this.unloggedClients.size;
    this.log(
      `${new Date().toISOString()} ${this.unlogged} more failed authentication${this.unlogged === 1 ? '' : 's'} from ${
        clients >= MAX_COUNTED_CLIENTS ? 'at least ' : ''
      }${clients} client${clients === 1 ? '' : 's'}, past the global budget: answered 429, not logged one by one`,
    );
    this.unlogged = 0;
    this.unloggedClients.clear();
  }
}

/** rate-limiter-flexible rejects with its result when the points run out. */
async function settled(
  consumed: Promise<RateLimiterRes>,
): Promise<{ ok: boolean; res: RateLimiterRes }> {
  try {
    return { ok: true, res: await consumed };
  } catch (res) {
    if (res instanceof RateLimiterRes) return { ok: false, res };
    throw res;
  }
}
