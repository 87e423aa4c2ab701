/**
 * The same long text on two rows: one company carrying another's description, a history
 * copied from a sister concern. Visitors read it twice, once where it is wrong.
 */
import { createHash } from 'node:crypto';
import type { Finding } from '../finding.ts';
import type { RowText } from '../rows.ts';

/** Shorter texts repeat for good reasons (a heading, an address, a slogan). */
export const LONG_TEXT = 120;

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

export function duplicateText(texts: readonly RowText[]): Finding[] {
  const groups = new Map<string, RowText[]>();
  for (const text of texts) {
    if (text.text.length < LONG_TEXT) continue;
    const key = normal(text.text);
    const group = groups.get(key) ?? [];
    if (!group.some((other) => other.record === text.record)) group.push(text);
    groups.set(key, group);
  }
  return [...groups.entries()].flatMap(([text, group]) =>
    group.length < 2
      ? []
      : [
          {
            kind: 'duplicate-text' as const,
            key: `duplicate-text:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`,
            where: group.map(({ place }) => place),
            visitor: `visitors read the same text (“${group[0]!.text.slice(0, 60)}…”) in ${group.length} places, so at least one of them describes the wrong thing.`,
            fix: `write each its own text, or clear the one that is not about its row.`,
          },
        ],
  );
}
