/**
 * Sign-in attempts waiting for their scrypt check: one check at a time (each takes 32 MiB and
 * about a tenth of a second), and at most 8 waiting, 2 per client, in fair slots: a crowd of
 * guessers cannot keep an editor's attempt from its turn, since a newcomer takes the slot of
 * the busiest client's oldest attempt, which is answered 503 and not counted as a failure.
 */
import pLimit from 'p-limit';
import { FairSlots } from './fair-slots.ts';
import { verifyPassword, type PasswordHash } from './password.ts';
import { busy } from './request-body.ts';

export class PasswordChecks {
  private readonly hash: PasswordHash;
  private readonly slots = new FairSlots({ total: 8, perClient: 2 });
  private readonly one = pLimit(1);

  constructor(hash: PasswordHash) {
    this.hash = hash;
  }

  /** Whether `password` is the one; throws a 503 refusal when the attempt lost its place. */
  async check(client: string, password: string): Promise<boolean> {
    const givenUp = Promise.withResolvers<never>();
    givenUp.promise.catch(() => undefined);
    let evicted = false;
    const release = this.slots.take(client, () => {
      evicted = true;
      givenUp.reject(busy());
    });
    try {
      return await Promise.race([
        this.one(() => (evicted ? false : verifyPassword(password, this.hash))),
        givenUp.promise,
      ]);
    } finally {
      release();
    }
  }
}
