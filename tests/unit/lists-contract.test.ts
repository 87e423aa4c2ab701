/**
 * docs/cms-contract.md's table of lists is the operator's and the editors' view of the contract
 * (src/cms/lists.ts): a list the table lacks, or a screen, key or path it gets wrong, is noticed.
 */
import { readFile } from 'node:fs/promises';
import { Lexer, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { envVarOf } from '../../scripts/lib/settings/cms-endpoints.ts';
import { LIST_KINDS, LISTS } from '../../src/cms/lists.ts';

/** The rows of the table under the heading, each cell as its text without code marks. */
async function tableUnder(heading: string): Promise<string[][]> {
  const tokens = Lexer.lex(await readFile('docs/cms-contract.md', 'utf8'));
  const start = tokens.findIndex((token) => token.type === 'heading' && token.text === heading);
  const table = tokens.slice(start + 1).find((token) => token.type === 'table') as
    Tokens.Table | undefined;
  if (start === -1 || !table) throw new Error(`no table under "${heading}"`);
  return table.rows.map((row) => row.map((cell) => cell.text.replaceAll('`', '')));
}

describe('the contract of the lists', () => {
  it('is the table docs/cms-contract.md shows, row by row', async () => {
    expect(await tableUnder('The lists')).toEqual(
      LIST_KINDS.map((kind) => {
        const list = LISTS[kind];
        return [list.words[1], list.screen, list.key, list.path, envVarOf(kind)];
      }),
    );
  });

  it('names each list once, by its key, its screen and its words', () => {
    for (const field of ['key', 'screen', 'path'] as const) {
      const values = LIST_KINDS.map((kind) => LISTS[kind][field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });
});
