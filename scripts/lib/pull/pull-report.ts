/** What `npm run pull` and the deploy build print after a pull. */
import { formatChanges } from './changes.ts';
import type { PullReport } from './pull.ts';

/** `3 menus, 12 blocks, …`: every count but the empty ones, in the manifest's words. */
function formatCounts(counts: PullReport['counts']): string {
  const parts = Object.entries(counts).filter(([, count]) => count > 0);
  return parts.length > 0 ? parts.map(([kind, count]) => `${count} ${kind}`).join(', ') : 'nothing';
}

export function pullReportLines(report: PullReport, out: string): string[] {
  return [
    `pulled into ${out}/ in ${report.seconds.toFixed(2)} s`,
    `  content: ${formatCounts(report.counts)}`,
    `  changes: ${formatChanges(report.changes)}`,
    `  where each part came from: ${report.content.sources.join('; ')}`,
    ...(report.content.sections.length > 0
      ? [
          '  blocks shown as sections of their own (no slot of the site has their name):',
          ...report.content.sections.map((line) => `    ${line}`),
        ]
      : []),
    `  network: ${report.requests} requests, ${report.retries} retries, ${(report.bytesDownloaded / 1024).toFixed(0)} KiB, ` +
      `media ${report.mediaDownloaded} downloaded, ${report.mediaReused} unchanged (304), ${report.mediaTrusted} confirmed recently (not asked)`,
    ...(report.warnings.length > 0 ? [`  warnings: ${report.warnings.length} (above)`] : []),
  ];
}
