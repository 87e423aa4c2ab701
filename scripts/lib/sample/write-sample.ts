/**
 * The sample snapshot (data, drawn images, PDFs): the group entered in both styles of the back
 * office, or the same group entered in its content tables only, as a 2026 installation is (no
 * menus, no slides). Deterministic: written again on the same machine, the same bytes.
 */
import type { ManifestFile, Notice, Snapshot } from '../../../src/cms/schema.ts';
import { mediaRefsOf } from '../../../src/cms/media-refs.ts';
import { SAMPLE_SOURCE } from '../../../src/cms/site-kind.ts';
import { replaceDirAtomically } from '../../../src/lib/atomic-dir.ts';
import { checkSnapshot } from '../pull/snapshot-check.ts';
import { writeMediaFile, writeSnapshot } from '../pull/snapshot-writer.ts';
import { ART, noticePoster } from './art-list.ts';
import { MENUS, PAGES, SETTINGS, SLIDERS } from './content.ts';
import { drawArt, icoOf } from '../../../packages/sample-art/images.ts';
import { simplePdf } from './pdf.ts';
import { CIRCULARS, NOTICES, TABLE_ROWS, noticeBody } from './records.ts';
import { TABLES_ART, TABLES_SNAPSHOT } from './tables-style.ts';

export type SampleStyle = 'both' | 'tables';

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

const snapshotOf = (style: SampleStyle): Snapshot =>
  style === 'tables'
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

/** Every media file the snapshot names, each with the function that makes its bytes. */
function mediaOf(style: SampleStyle, snapshot: Snapshot) {
  const art = style === 'tables' ? TABLES_ART : ART;
  const used = mediaRefsOf(snapshot);
  return [
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
}

/** Writes the sample snapshot to `out`, replacing it whole; returns how many media files it has. */
export async function writeSample(out: string, style: SampleStyle): Promise<number> {
  const snapshot = snapshotOf(style);
  const media = mediaOf(style, snapshot);
  await replaceDirAtomically(out, async (tmp) => {
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
  return media.length;
}
