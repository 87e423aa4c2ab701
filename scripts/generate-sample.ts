/**
 * npm run sample [-- --out DIR] [--style both|tables]
 * Writes the committed sample snapshot (data, drawn images, PDFs): the group entered in both
 * styles of the back office, or with `--style tables` the same group entered in its content
 * tables only, as a 2026 installation is (no menus, no slides). Deterministic: running it again
 * on the same machine reproduces the same bytes.
 */
import { parseArgs } from 'node:util';
import type { ManifestFile, Notice, Snapshot } from '../src/cms/schema.ts';
import { replaceDirAtomically } from '../src/lib/atomic-dir.ts';
import { runMain } from './lib/cli/main.ts';
import { ART, noticePoster } from './lib/sample/art-list.ts';
import { MENUS, PAGES, SETTINGS, SLIDERS } from './lib/sample/content.ts';
import { drawArt, icoOf } from './lib/sample/images.ts';
import { simplePdf } from './lib/sample/pdf.ts';
import { CIRCULARS, NOTICES, TABLE_ROWS, noticeBody } from './lib/sample/records.ts';
import { TABLES_ART, TABLES_SNAPSHOT } from './lib/sample/tables-style.ts';
import { mediaRefsOf } from '../src/cms/media-refs.ts';
import { SAMPLE_SOURCE } from '../src/cms/site-kind.ts';
import { UsageError } from './lib/cli/main.ts';
import { checkSnapshot } from './lib/pull/snapshot-check.ts';
import { writeMediaFile, writeSnapshot } from './lib/pull/snapshot-writer.ts';
import { DEFAULT_SNAPSHOT_DIR } from '../src/cms/snapshot-dir.ts';

/** A notice's file: its PDF, or for a picture notice a drawn announcement. */
function noticeMedia(notice: Notice, kind: 'notice' | 'circular') {
  const title = notice.title ?? (kind === 'notice' ? 'Notice' : 'Job circular');
  const file = notice.file!;
  if (file.endsWith('.png')) {
    return {
      ref: file,
      make: () => drawArt(noticePoster(file, notice.id, title, notice.date)),
    };
  }
  const published = notice.date ? `published ${notice.date}` : 'undated';
  return {
    ref: file,
    make: () =>
      simplePdf(title, [
        `${kind === 'notice' ? 'Notice' : 'Job circular'} no. ${notice.id}, ${published}.`,
        '',
        ...noticeBody(notice, kind),
        '',
        'Meridian Bridge Group',
        'Meridian House, 14 Quayside Walk, Port Aldren 4410',
      ]),
  };
}

runMain(async () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: DEFAULT_SNAPSHOT_DIR },
      style: { type: 'string', default: 'both' },
    },
  });
  if (values.style !== 'both' && values.style !== 'tables')
    throw new UsageError(`--style must be both or tables, not "${values.style}"`);
  const snapshot: Snapshot =
    values.style === 'tables'
      ? TABLES_SNAPSHOT
      : {
          settings: SETTINGS,
          sliders: SLIDERS,
          notices: NOTICES,
          circulars: CIRCULARS,
          employees: [],
          menus: MENUS,
          pages: PAGES,
          tables: TABLE_ROWS,
        };
  const art = values.style === 'tables' ? TABLES_ART : ART;
  const used = mediaRefsOf(snapshot);

  const media = [
    ...art
      .filter((spec) => used.has(spec.ref))
      .map((spec) => ({ ref: spec.ref, make: () => drawArt(spec) })),
    {
      ref: SETTINGS.favicon!,
      make: async () =>
        icoOf(
          await drawArt({
            ref: 'favicon.png',
            kind: 'mark',
            emblem: 'bridge',
            width: 64,
            height: 64,
            seed: 1,
          }),
          64,
        ),
    },
    ...NOTICES.map((notice) => noticeMedia(notice, 'notice')),
    ...CIRCULARS.map((circular) => noticeMedia(circular, 'circular')),
  ];

  await replaceDirAtomically(values.out, async (tmp) => {
    const files: Record<string, ManifestFile> = {};
    for (const { ref, make } of media) {
      const [file, entry] = await writeMediaFile(tmp, ref, await make());
      files[file] = entry;
    }
    await writeSnapshot(tmp, snapshot, files, {
      source: SAMPLE_SOURCE,
      pulledAt: '2026-11-22T00:00:00.000Z',
    });
    await checkSnapshot(tmp);
  });
  console.log(`sample snapshot written to ${values.out}/ (${media.length} media files)`);
}, 'sample');
