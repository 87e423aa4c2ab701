/**
 * The pull's warnings in the publisher's log, said when they are news: a warning the previous
 * pull also gave is not repeated (the watch pulls every few minutes, and the back office says
 * the same thing until an editor fixes it). A warning that went away and comes back is said
 * again. Editors get them in their own words in each release's pre-flight report.
 */
export class SaidOnce {
  private previous = new Set<string>();
  private current = new Set<string>();
  private readonly log: (line: string) => void;

  constructor(log: (line: string) => void) {
    this.log = log;
  }

  /** A new pull starts: what the last one said is what counts as repeated. */
  nextPull(): void {
    this.previous = this.current;
    this.current = new Set();
  }

  say(line: string): void {
    if (!this.previous.has(line) && !this.current.has(line)) this.log(line);
    this.current.add(line);
  }
}
