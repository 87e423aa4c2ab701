/**
 * The README's configuration table is the operator's list of settings: a variable a schema
 * reads and the table lacks is one nobody knows to set, and a row no schema reads is a setting
 * that does nothing.
 */
import { readFile } from 'node:fs/promises';
import { Lexer, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { dailyBuildSettings } from '../../netlify/functions/daily-build.mts';
import { SCRIPT_SETTINGS } from '../../scripts/lib/settings/env.ts';
import { buildSettingsSchema } from '../../src/site-config.ts';

const HEADING = 'Configuration (environment variables)';

/** The variables named in the first column of the table under the heading, as code spans. */
function tableVariables(markdown: string, heading: string): string[] {
  const tokens = Lexer.lex(markdown);
  const start = tokens.findIndex((token) => token.type === 'heading' && token.text === heading);
  const table = tokens.slice(start + 1).find((token) => token.type === 'table') as
    Tokens.Table | undefined;
  if (start === -1 || !table) throw new Error(`no table under "${heading}"`);
  return table.rows.flatMap((row) =>
    row[0]!.tokens
      .filter((token): token is Tokens.Codespan => token.type === 'codespan')
      .map((token) => token.text),
  );
}

const schemaVariables = [...SCRIPT_SETTINGS, buildSettingsSchema, dailyBuildSettings].flatMap(
  (schema) => Object.keys(schema.shape),
);

describe("the README's settings table", () => {
  it('names every variable a schema reads, and only those', async () => {
    const documented = tableVariables(await readFile('README.md', 'utf8'), HEADING);
    expect(new Set(documented)).toEqual(new Set(schemaVariables));
    expect(documented).toHaveLength(new Set(documented).size);
  });

  it('is read row by row: a variable missing from a row is noticed', () => {
    const markdown = `## ${HEADING}\n\n| variable | used by |\n| --- | --- |\n| \`A\`, \`B\` | pull |\n| \`C\` | build |\n`;
    expect(tableVariables(markdown, HEADING)).toEqual(['A', 'B', 'C']);
    expect(tableVariables(markdown.replace('| `C` | build |\n', ''), HEADING)).not.toContain('C');
  });
});
