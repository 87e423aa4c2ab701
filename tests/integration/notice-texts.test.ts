import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import { beforeAll, describe, expect, it } from 'vitest';
import { noticeTexts } from '../../src/integrations/pdf/notice-texts.ts';
import { isPdfRef } from '../../src/cms/media-types.ts';
import { PDF_READ_LIMITS } from '../../src/integrations/pdf/pdf-text-reader.ts';
import { emojiAtCutPdf, inflationBombPdf } from '../helpers/hostile-pdf.ts';
import { copyOfSample, editJson } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';

let snapshot: string;
let cacheDir: string;
const NOTICE = { emoji: 0, bomb: 1, image: 2 };

async function run() {
  const warnings: string[] = [];
  const logger = {
    info: () => {},
    warn: (message: string) => warnings.push(message),
  } as unknown as AstroIntegrationLogger;
  const { texts, read } = await noticeTexts(snapshot, cacheDir, logger);
  return { texts: texts.map(({ notice, text }) => ({ id: notice.id, text })), read, warnings };
}

beforeAll(async () => {
  snapshot = await copyOfSample();
  cacheDir = join(await scratch('notice-texts-'), 'cache');
  await writeFile(join(snapshot, 'media/notice/long.pdf'), emojiAtCutPdf(19_999));
  await writeFile(join(snapshot, 'media/notice/inflates.pdf'), inflationBombPdf(512));
  // A notice may hold an image: its bytes are no business of the PDF reader.
  await writeFile(
    join(snapshot, 'media/notice/scan.png'),
    Buffer.from('\x89PNG\r\n\x1a\n not read', 'latin1'),
  );
  await editJson(join(snapshot, 'notices.json'), (notices) => {
    notices[NOTICE.emoji].file = 'notice/long.pdf';
    notices[NOTICE.bomb].file = 'notice/inflates.pdf';
    notices[NOTICE.image].file = 'notice/scan.png';
  });
});

describe('the words of notice PDFs, across builds', () => {
  let notices: Array<{ id: number; file: string | null }>;
  let circulars: Array<{ id: number; file: string | null }>;
  beforeAll(async () => {
    notices = JSON.parse(await readFile(join(snapshot, 'notices.json'), 'utf8'));
    circulars = JSON.parse(await readFile(join(snapshot, 'circulars.json'), 'utf8'));
  });

  it('reads each PDF once, indexes a bad one by its title with a warning, and remembers why, so it costs once (N18)', async () => {
    const first = await run();
    // Notices and job circulars alike; a picture notice is not a PDF.
    const pdfs = [...notices, ...circulars].filter(
      (notice) => notice.file && isPdfRef(notice.file),
    ).length;
    expect(first.read).toBe(pdfs);
    const bomb = notices[NOTICE.bomb]!.id;
    expect(first.warnings).toEqual([
      `notice ${bomb}: its PDF could not be read for the search (it needs more than ${PDF_READ_LIMITS.memoryMb} MiB); its title is indexed`,
    ]);
    const second = await run();
    expect(second.read).toBe(0);
    expect(second.texts).toEqual(first.texts);
    expect(second.warnings).toEqual([
      `notice ${bomb}: its PDF could not be read for the search (it needs more than ${PDF_READ_LIMITS.memoryMb} MiB, remembered from an earlier build); its title is indexed`,
    ]);
  });

  it('never gives the PDF reader a file that is not a PDF', async () => {
    const { texts, warnings } = await run();
    expect(texts[NOTICE.image]!.text).toBe('');
    expect(warnings.join('\n')).not.toContain(`notice ${notices[NOTICE.image]!.id}:`);
  });

  it('reads again a cached text no build could have written, as a cut inside an emoji left it (N1)', async () => {
    const emoji = (await run()).texts[NOTICE.emoji]!.text;
    const cacheFile = join(cacheDir, 'search-pdf-text.json');
    const cache = JSON.parse(await readFile(cacheFile, 'utf8'));
    expect(emoji.isWellFormed()).toBe(true);
    expect(emoji.endsWith('a😀')).toBe(true);
    for (const entry of Object.values<{ text?: string }>(cache.files)) {
      if (entry.text === emoji) entry.text = emoji.slice(0, -1);
    }
    await writeFile(cacheFile, JSON.stringify(cache));
    const again = await run();
    expect(again.read).toBe(1);
    expect(again.texts[NOTICE.emoji]!.text).toBe(emoji);
  });
});
