import { describe, expect, test } from 'vitest';
import { SAMPLE_SOURCE, templatePagesOn } from '../../src/cms/site-kind.ts';
import { buildSettings } from '../../src/site-config.ts';

const pulled = { source: { api: 'https://cms.example.org', media: 'https://cms.example.org' } };
const sample = { source: SAMPLE_SOURCE };

describe('which kind of site a build makes', () => {
  test('the template sample builds the template, a pulled back office a company site', () => {
    expect(templatePagesOn(undefined, sample)).toBe(true);
    expect(templatePagesOn(undefined, pulled)).toBe(false);
  });

  test('SITE_TEMPLATE_PAGES decides over the snapshot, either way', () => {
    const setting = (value: string) => buildSettings({ SITE_TEMPLATE_PAGES: value }).templatePages;
    expect(templatePagesOn(setting('on'), pulled)).toBe(true);
    expect(templatePagesOn(setting('off'), sample)).toBe(false);
    expect(setting('  ')).toBeUndefined();
  });

  test('a value other than on or off stops the build with the variable named, not its value', () => {
    expect(() => buildSettings({ SITE_TEMPLATE_PAGES: 'yes-please' })).toThrow(
      /^SITE_TEMPLATE_PAGES must be on or off$/,
    );
  });
});
