/**
 * The W3C Nu Html Checker (vnu-jar, on the system Java) over every page of the built sample.
 * html-validate (html-validate.test.ts) and HTML_CodeSniffer
 * (tests/integration/html-codesniffer.test.ts) check it too; axe runs in the browser tier
 * (tests/e2e/a11y.spec.ts). No RSS validator is published on npm: tests/unit/notice-feed.test.ts
 * checks the feed's RSS 2.0 elements.
 */
import { execFile } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { expect, it } from 'vitest';
import { accepted } from './accepted-findings.ts';
import { DIST, htmlFiles } from './sample-build.ts';

it('the W3C Nu Html Checker finds no error on any page', async () => {
  const pages = await htmlFiles();
  expect(pages.length).toBeGreaterThan(150);
  const { stderr } = await promisify(execFile)(
    'java',
    [
      // Without it the JVM leaves an hsperfdata folder in /tmp, whatever TMPDIR says.
      '-XX:-UsePerfData',
      // The JIT's quick tier only: a checker run of seconds spent more CPU compiling than
      // checking, for the same findings (docs/testing.md). Its frames are larger, so the
      // schema's deep recursion needs more than the default stack.
      '-XX:TieredStopAtLevel=1',
      '-Xss8m',
      '-jar',
      String(vnuJar),
      '--errors-only',
      '--exit-zero-always',
      '--format',
      'json',
      ...pages,
    ],
    { cwd: DIST, maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr) as {
    messages: Array<{ type: string; url: string; message: string }>;
  };
  const found = messages
    .map(({ url, message }) => `${relative(DIST, fileURLToPath(url))}: nu: ${message}`)
    .filter((finding) => !accepted(finding));
  expect(found).toEqual([]);
}, 180_000);
