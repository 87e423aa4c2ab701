/** html-validate's recommended rules over every page of the built sample. */
import { HtmlValidate, type ConfigData } from 'html-validate';
import { expect, it } from 'vitest';
import { htmlPages } from '../helpers/astro-build.ts';
import { accepted } from './accepted-findings.ts';
import { DIST } from './sample-build.ts';

const HTML_RULES: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // <ul role="list">: lists styled without bullets keep their list semantics in Safari/VoiceOver only so.
    'no-redundant-role': 'off',
    // A telephone link is kept on one line by CSS (global.css), not by &nbsp; in the CMS's text.
    'tel-non-breaking': 'off',
    // React's server renderer writes srcSet, fetchPriority, <img/> and required="": the same HTML.
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    // A page's title is the CMS's (a notice's, a post's) and the site's name; cutting it would drop words.
    'long-title': 'off',
  },
};

it('html-validate finds no error on any page', async () => {
  const validator = new HtmlValidate(HTML_RULES);
  const pages = await htmlPages(DIST);
  expect(pages.size).toBeGreaterThan(150);
  const found: string[] = [];
  for (const [file, html] of pages) {
    const report = await validator.validateString(html, file);
    for (const message of report.results.flatMap((result) => result.messages)) {
      const finding = `${message.ruleId}: ${message.message}`;
      if (!accepted(`${file}: ${finding}`))
        found.push(`${file}: ${finding} (${message.selector ?? ''})`);
    }
  }
  expect(found).toEqual([]);
}, 120_000);
