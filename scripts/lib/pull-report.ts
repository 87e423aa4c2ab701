/** What `npm run pull` and the deploy build print after a pull. */
import { formatChanges } from './changes.ts';
import type { PullReport } from './pull.ts';

export function pullReportLines(report: PullReport, out: string): string[] {
  const { counts } = report;
  return [
    `pulled into ${out}/ in ${report.seconds.toFixed(2)} s`,
    `  content: ${counts.menus} menus, ${counts.blocks} blocks, ${counts.imageGroups} image groups (${counts.images} images), ` +
      `${counts.notices} notices, ${counts.employees} employees, ${counts.sliders} slides, ${counts.media} media files`,
    `  changes: ${formatChanges(report.changes)}`,
    `  network: ${report.requests} requests, ${report.retries} retries, ${(report.bytesDownloaded / 1024).toFixed(0)} KiB, ` +
      `media ${report.mediaDownloaded} downloaded, ${report.mediaReused} unchanged (304), ${report.mediaTrusted} confirmed recently (not asked)`,
    ...(report.warnings.length > 0 ? [`  warnings: ${report.warnings.length} (above)`] : []),
  ];
}
