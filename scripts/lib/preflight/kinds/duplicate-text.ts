/**
 * The same long text on two rows, or nearly the same: one company carrying another's
 * description with its name changed, a history copied from a sister concern. Visitors read it
 * twice, once where it is wrong.
 *
 * Nearly the same: at least NEAR of the shorter text's runs of three words stand in the other.
 * Texts are paired through the runs they share, so the work grows with the texts' length, not
 * with the square of their number; a run shared by more than COMMON_RUN texts (a phrase every
 * description uses) pairs nothing.
 */
import { createHash } from 'node:crypto';
import type { Finding } from '../finding.ts';
import type { RowText } from '../rows.ts';

/** Shorter texts repeat for good reasons (a heading, an address, a slogan). */
export const LONG_TEXT = 120;
/** The share of the shorter text's runs of words found in the other that makes two texts one. */
export const NEAR = 0.85;
const COMMON_RUN = 50;

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The text's runs of three words, each once. */
function runsOf(text: string): Set<string> {
  const words = normal(text).split(' ');
  const runs = new Set<string>();
  for (let i = 0; i + 2 < words.length; i += 1)
    runs.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return runs;
}

/** Groups of texts nearly the same, each with its least share between two of its texts. */
function nearGroups(texts: readonly RowText[]): Array<{ members: RowText[]; share: number }> {
  const runs = texts.map((text) => runsOf(text.text));
  const holders = new Map<string, number[]>();
  runs.forEach((own, index) => {
    for (const run of own) {
      const list = holders.get(run);
      if (list) list.push(index);
      else holders.set(run, [index]);
    }
  });
  const parent = texts.map((_, index) => index);
  const root = (index: number): number =>
    parent[index] === index ? index : (parent[index] = root(parent[index]!));
  const shares = new Map<number, number>();
  runs.forEach((own, index) => {
    const shared = new Map<number, number>();
    for (const run of own) {
      const others = holders.get(run)!;
      if (others.length > COMMON_RUN) continue;
      for (const other of others)
        if (other > index) shared.set(other, (shared.get(other) ?? 0) + 1);
    }
    for (const [other, count] of shared) {
      const share = count / Math.max(1, Math.min(own.size, runs[other]!.size));
      if (share < NEAR || texts[other]!.record === texts[index]!.record) continue;
      const [a, b] = [root(index), root(other)];
      parent[b] = a;
      shares.set(a, Math.min(shares.get(a) ?? 1, shares.get(b) ?? 1, share));
    }
  });
  const groups = new Map<number, RowText[]>();
  texts.forEach((text, index) => {
    const group = groups.get(root(index)) ?? [];
    if (!group.some((member) => member.record === text.record)) group.push(text);
    groups.set(root(index), group);
  });
  return [...groups.entries()]
    .filter(([, members]) => members.length > 1)
    .map(([top, members]) => ({ members, share: shares.get(top) ?? 1 }));
}

export function duplicateText(texts: readonly RowText[]): Finding[] {
  const long = texts.filter((text) => text.text.length >= LONG_TEXT);
  return nearGroups(long).map(({ members, share }) => {
    const same = members.every((member) => normal(member.text) === normal(members[0]!.text));
    const records = members.map((member) => member.record).sort();
    return {
      kind: 'duplicate-text' as const,
      key: `duplicate-text:${createHash('sha256').update(records.join('\n')).digest('hex').slice(0, 16)}`,
      where: members.map(({ place }) => place),
      visitor: `visitors read ${same ? 'the same text' : `nearly the same text (${Math.floor(share * 100)} % the same)`} (“${members[0]!.text.slice(0, 60)}…”) in ${members.length} places, so at least one of them describes the wrong thing.`,
      fix: `write each its own text, or clear the one that is not about its row.`,
    };
  });
}
