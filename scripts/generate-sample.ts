/**
 * npm run sample [-- --out DIR]
 * Writes the committed sample snapshot (data, drawn images, PDFs). Deterministic: running it
 * again on the same machine reproduces the same bytes.
 */
import { parseArgs } from 'node:util';
import type { ManifestFile, Snapshot } from '../src/cms/schema.ts';
import { replaceDirAtomically } from './lib/atomic-dir.ts';
import { runMain } from './lib/cli.ts';
import { ART, EMPLOYEES, MENUS, NOTICES, PAGES, SETTINGS, SLIDERS, noticeBody } from './lib/sample/content.ts';
import { drawArt } from './lib/sample/images.ts';
import { simplePdf } from './lib/sample/pdf.ts';
import { checkSnapshot } from './lib/snapshot-check.ts';
import { writeMediaFile, writeSnapshot } from './lib/snapshot-writer.ts';

runMain(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'snapshot' } } });
  const snapshot: Snapshot = { settings: SETTINGS, sliders: SLIDERS, notices: NOTICES, employees: EMPLOYEES, menus: MENUS, pages: PAGES };

  const media = [
    ...ART.map((spec) => ({ ref: spec.ref, make: () => drawArt(spec) })),
    ...NOTICES.map((notice) => ({
      ref: notice.file!,
      make: async () =>
        simplePdf(notice.title, [
          `Notice no. ${notice.id}, published ${notice.date}.`,
          '',
          ...noticeBody(notice),
          '',
          'Meridian Bridge Group',
          'Meridian House, 14 Quayside Walk, Port Aldren 4410',
        ]),
    })),
  ];

  await replaceDirAtomically(values.out, async (tmp) => {
    const files: Record<string, ManifestFile> = {};
    for (const { ref, make } of media) {
      const [file, entry] = await writeMediaFile(tmp, ref, await make());
      files[file] = entry;
    }
    await writeSnapshot(tmp, snapshot, files, { source: { api: 'sample', media: 'sample' }, pulledAt: '2026-11-22T00:00:00.000Z' });
    await checkSnapshot(tmp);
  });
  const bytes = media.length;
  console.log(`sample snapshot written to ${values.out}/ (${bytes} media files)`);
}, 'sample');
