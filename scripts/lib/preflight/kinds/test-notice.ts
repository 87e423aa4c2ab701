/**
 * A notice or job circular that looks like an editor's test: a title longer than its body, a
 * body of one word, or a title that says "test". The ticker and the notice board show it to
 * every visitor.
 */
import type { Notice, Snapshot } from '../../../../src/cms/schema.ts';
import type { Finding } from '../finding.ts';
import { rowTitle, SCREENS } from '../../pull/screens.ts';

const TEST_WORDS = /^(test(ing)?|demo|sample|dummy|asdf|check)\b/i;

/** Why a notice looks like a test, or undefined. */
export function testSign({ title, note }: Notice): string | undefined {
  const head = (title ?? '').trim();
  const body = (note ?? '').trim();
  if (TEST_WORDS.test(head) || TEST_WORDS.test(body)) return 'it says it is a test';
  if (body !== '' && body.split(/\s+/).length === 1) return `its text is one word (“${body}”)`;
  if (body !== '' && head.length > body.length) return 'its title is longer than its text';
  return undefined;
}

export function testNotice(snapshot: Snapshot): Finding[] {
  const lists = [
    { screen: SCREENS.notices, entity: 'notices' as const, rows: snapshot.notices },
    { screen: SCREENS.circulars, entity: 'circulars' as const, rows: snapshot.circulars },
  ];
  return lists.flatMap(({ screen, entity, rows }) =>
    rows.flatMap((notice) => {
      const sign = testSign(notice);
      const row = rowTitle(entity, notice);
      return sign
        ? [
            {
              kind: 'test-notice' as const,
              key: `test-notice:${screen}:${notice.id}`,
              where: [{ screen, row }],
              visitor: `this looks like a test: ${sign}. Visitors see it on the notice board${notice.show_on_homepage ? ' and in the home page’s ticker' : ''}.`,
              fix: `delete the row if it was a test, or give it its real title and text.`,
              ...(notice.show_on_homepage ? { rank: 'home' as const } : {}),
            },
          ]
        : [];
    }),
  );
}
