/** What the publisher's log keeps of a failed build (scripts/lib/webhook/desk/build-error.ts). */
import { describe, expect, it } from 'vitest';
import { buildError } from '../../scripts/lib/webhook/desk/build-error.ts';

describe("a failed build's error in the log", () => {
  it("keeps Astro's message and hint, not the stack frames after them", () => {
    const output = [
      '10:02:11 [build] output: "static"',
      '10:02:14 [build] Building static entrypoints...',
      "[ERROR] [build] Cannot read properties of undefined (reading 'title')",
      "  Hint: the page's data lacks a field.",
      '  Location:',
      '    /srv/site/src/pages/notice/index.astro:12:3',
      '  Stack trace:',
      ...Array.from(
        { length: 40 },
        (_, i) => `    at frame${i} (file:///srv/site/node_modules/x.js:${i}:1)`,
      ),
    ].join('\n');
    expect(buildError(output)).toBe(
      "[ERROR] [build] Cannot read properties of undefined (reading 'title') | Hint: the page's data lacks a field. | Location: | /srv/site/src/pages/notice/index.astro:12:3",
    );
  });

  it('keeps the last lines of an output that names no error, and bounds a long one', () => {
    expect(buildError('one\ntwo\nthree\nfour\n')).toBe('two | three | four');
    expect(buildError(`Error: ${'x'.repeat(2000)}`)).toHaveLength(800);
  });
});
