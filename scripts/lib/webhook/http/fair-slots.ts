/**
 * A fixed number of slots for work done before a request is authenticated (reading a body to
 * check its signature, checking a password), shared fairly between clients. A newcomer is
 * never turned away: when its client already holds its share, or every slot is taken, the
 * oldest holder of the client holding the most gives its slot up (`onEvict`). A client that
 * holds slots open slowly (a body trickling in) therefore loses them to the next request,
 * while a real one, whose body arrives with its headers, is done before anyone can take its
 * slot: one client, or many, cannot keep a signed hook out.
 */
export interface SlotLimits {
  total: number;
  perClient: number;
}

interface Holder {
  client: string;
  onEvict: () => void;
}

export class FairSlots {
  /** In the order taken: the first of a client's holders is its oldest. */
  private readonly holders: Holder[] = [];
  private readonly limits: SlotLimits;

  constructor(limits: SlotLimits) {
    this.limits = {
      total: Math.max(1, limits.total),
      perClient: Math.max(1, Math.min(limits.perClient, limits.total)),
    };
  }

  get size(): number {
    return this.holders.length;
  }

  /** Takes a slot for `client`; returns the function that gives it back. */
  take(client: string, onEvict: () => void): () => void {
    const own = this.countOf(client);
    if (own >= this.limits.perClient) this.evictOldestOf(client);
    else if (this.holders.length >= this.limits.total) this.evictOldestOf(this.busiestClient());
    const holder: Holder = { client, onEvict };
    this.holders.push(holder);
    return () => this.remove(holder);
  }

  private countOf(client: string): number {
    return this.holders.filter((holder) => holder.client === client).length;
  }

  private busiestClient(): string {
    const counts = new Map<string, number>();
    for (const { client } of this.holders) counts.set(client, (counts.get(client) ?? 0) + 1);
    // Ties go to the client whose oldest slot is oldest: Map keeps first-seen order.
    let busiest = this.holders[0]!.client;
    for (const [client, count] of counts) if (count > counts.get(busiest)!) busiest = client;
    return busiest;
  }

  private evictOldestOf(client: string): void {
    const victim = this.holders.find((holder) => holder.client === client);
    if (!victim) return;
    this.remove(victim);
    victim.onEvict();
  }

  private remove(holder: Holder): void {
    const index = this.holders.indexOf(holder);
    if (index !== -1) this.holders.splice(index, 1);
  }
}
