/**
 * Sign-in attempts waiting for their scrypt check: one check at a time (each takes 32 MiB and
 * about a tenth of a second), served round-robin by client. A client has at most one attempt
 * waiting; the next check goes to the client that has waited longest, and a client whose
 * attempt was just checked goes to the back. So an editor's attempt waits for at most one check
 * per other client, however many attempts each sends, and no newcomer ever takes another
 * client's place: a client's newer attempt replaces its own older one (answered at once, busy),
 * and a newcomer while MAX_WAITING_CLIENTS already wait is answered at once, busy. A busy
 * answer is no failure.
 */
import { busy } from './http-refusal.ts';

/** Clients waiting at once: 64 checks are a few seconds of waiting, well inside a browser's patience. */
export const MAX_WAITING_CLIENTS = 64;
/** What a busy answer asks a client to wait: about the time the full queue takes. */
const RETRY_SECONDS = 5;

interface Attempt {
  password: string;
  answer: PromiseWithResolvers<boolean>;
}

export class PasswordChecks {
  private readonly verify: (password: string) => Promise<boolean>;
  /** In turn order: a Map keeps insertion order, and replacing a value keeps its place. */
  private readonly waiting = new Map<string, Attempt>();
  private checking = false;

  constructor(verify: (password: string) => Promise<boolean>) {
    this.verify = verify;
  }

  /** Whether `password` is the one; rejects with a 503 refusal when the attempt was not taken or was replaced. */
  check(client: string, password: string): Promise<boolean> {
    const older = this.waiting.get(client);
    if (!older && this.waiting.size >= MAX_WAITING_CLIENTS)
      return Promise.reject(busy(RETRY_SECONDS));
    older?.answer.reject(busy(RETRY_SECONDS));
    const answer = Promise.withResolvers<boolean>();
    this.waiting.set(client, { password, answer });
    void this.next();
    return answer.promise;
  }

  private async next(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    for (let turn = this.first(); turn; turn = this.first()) {
      const [client, { password, answer }] = turn;
      this.waiting.delete(client);
      await this.verify(password).then(answer.resolve, answer.reject);
    }
    this.checking = false;
  }

  private first(): [string, Attempt] | undefined {
    return this.waiting.entries().next().value;
  }
}
