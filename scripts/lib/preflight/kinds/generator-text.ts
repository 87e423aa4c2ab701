/**
 * Text a writing assistant addressed to the person who asked it ("Sure! Here's a description…",
 * "As an AI…"), pasted in whole: visitors read the assistant talking to an editor.
 */
import { shorten } from '../../../../src/cms/sanitise.ts';
import type { Finding } from '../finding.ts';
import type { RowText } from '../rows.ts';

const ADDRESSED = [
  /^(sure|certainly|of course|absolutely|great question)\b[!.,]?\s*(here|i['’]?(d| would| can| have))/i,
  /\bas an ai\b/i,
  /\bas a (large )?language model\b/i,
  /\bhere(['’]s| is| are) (a|an|the|some) (revised|rewritten|refined|polished|professional|possible|draft|short|brief|version)/i,
  /\b(i )?hope (this|that) helps\b/i,
  /\bfeel free to (ask|let me know|adjust|modify|customi[sz]e|tweak|edit|change|reach out)\b/i,
  /\blet me know if\b/i,
  /\b(would you like|do you want|shall i|should i) (me to )?(make|add|adjust|expand|shorten|write|create|tailor|change|include|provide)\b/i,
  /\bi can (also )?(adjust|tailor|expand|shorten|rewrite|provide (more|another|a different))\b/i,
  /\[(your|insert|company|name of)[^\]]{0,40}\]/i,
];

/** The sentence that shows an assistant wrote to its user (at most 80 characters), or undefined. */
export function addressedWords(text: string): string | undefined {
  for (const pattern of ADDRESSED) {
    const match = pattern.exec(text);
    if (!match) continue;
    const start = Math.max(0, text.lastIndexOf('. ', match.index) + 1);
    const end = text.slice(match.index + match[0].length).search(/[.:?](\s|$)/);
    const sentence = text
      .slice(start, end === -1 ? undefined : match.index + match[0].length + end + 1)
      .trim();
    return shorten(sentence, 80);
  }
  return undefined;
}

export function generatorText(texts: readonly RowText[]): Finding[] {
  return texts.flatMap(({ place, record, text }) => {
    const words = addressedWords(text);
    return words
      ? [
          {
            kind: 'generator-text' as const,
            key: `generator-text:${record}:${place.field}`,
            where: [place],
            visitor: `visitors read a writing assistant's reply to whoever asked it (“${words}”), not the group's text.`,
            fix: `keep only the text meant for visitors: remove the assistant's opening and closing lines and any [bracketed] gaps.`,
          },
        ]
      : [];
  });
}
