/**
 * Sign-in attempts waiting for their scrypt check: one check at a time (each takes 32 MiB and
 * about a tenth of a second), and the next goes to the waiting client that stands best
 * (sign-in-standing.ts: one that signed in before, else the fewest recent wrong passwords), the
 * longest waiting among equals. A client has at most one attempt waiting: its newer attempt
 * replaces its older one (answered at once, busy). So an editor waits for at most the check
 * under way and those of clients standing as well, however many addresses strangers guess
 * from: each stranger's first wrong guess puts it behind the editor for ten minutes. While
 * MAX_WAITING_CLIENTS wait, a newcomer takes the place of the waiting client that stands worst
 * when it stands better, and is answered busy otherwise. A busy answer is no failure, and every
 * wrong password that is checked still costs a full check.
 */
import { busy } from './http-refusal.ts';

/**
 * Clients waiting at once: more than a crowd of addresses all new at once (each is checked once
 * before it stands behind the editor); each holds a request and a form of at most 4 KiB.
 */
export const MAX_WAITING_CLIENTS = 1_024;
/** What a busy answer asks a client to wait: about the time the full queue takes. */
const RETRY_SECONDS = 5;

interface Attempt {
  password: string;
  /** How the client stands now (sign-in-standing.ts): lower goes first; read at each choice. */
  standing: () => number;
  answer: PromiseWithResolvers<boolean>;
}

export class PasswordChecks {
  private readonly verify: (password: string) => Promise<boolean>;
  /** In arrival order: a Map keeps insertion order, and replacing a value keeps its place. */
  private readonly waiting = new Map<string, Attempt>();
  private checking = false;
  private done = 0;

  constructor(verify: (password: string) => Promise<boolean>) {
    this.verify = verify;
  }

  /** Checks done since the start, and attempts waiting now (the health check shows both). */
  get counts(): { checked: number; waiting: number } {
    return { checked: this.done, waiting: this.waiting.size };
  }

  /**
   * Whether `password` is the one, from a client whose standing `standing` reads; rejects with a
   * 503 refusal when the attempt was not taken or was replaced.
   */
  check(client: string, password: string, standing: () => number = () => 0): Promise<boolean> {
    const older = this.waiting.get(client);
    if (!older && this.waiting.size >= MAX_WAITING_CLIENTS) {
      const [worst, attempt] = this.most();
      if (attempt.standing() <= standing()) return Promise.reject(busy(RETRY_SECONDS));
      this.waiting.delete(worst);
      attempt.answer.reject(busy(RETRY_SECONDS));
    }
    older?.answer.reject(busy(RETRY_SECONDS));
    const answer = Promise.withResolvers<boolean>();
    this.waiting.set(client, { password, standing, answer });
    void this.next();
    return answer.promise;
  }

  private async next(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    for (let turn = this.fewest(); turn; turn = this.fewest()) {
      const [client, { password, answer }] = turn;
      this.waiting.delete(client);
      await this.verify(password).then(answer.resolve, answer.reject);
      this.done += 1;
    }
    this.checking = false;
  }

  /** The waiting attempt to check next: the best standing, the first come among equals. */
  private fewest(): [string, Attempt] | undefined {
    let best: [string, Attempt] | undefined;
    let bestStanding = Infinity;
    for (const entry of this.waiting) {
      const standing = entry[1].standing();
      if (standing < bestStanding) [best, bestStanding] = [entry, standing];
    }
    return best;
  }

  /** The waiting attempt to give up for a newcomer: the worst standing, the last come among equals. */
  private most(): [string, Attempt] {
    let worst: [string, Attempt] | undefined;
    let worstStanding = -Infinity;
    for (const entry of this.waiting) {
      const standing = entry[1].standing();
      if (standing >= worstStanding) [worst, worstStanding] = [entry, standing];
    }
    return worst!;
  }
}
