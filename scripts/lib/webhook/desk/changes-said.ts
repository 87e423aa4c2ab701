import { counted, KIND_WORDS } from '../../pull/change-words.ts';
import { changedKinds, type ChangeSummary } from '../../pull/changes.ts';

/**
 * `1 notice changed, 2 files added`: what a publish changed, as an editor says it, then each
 * part it emptied (`Home slider: 3 slides last time, none now`).
 */
export function describeChanges(summary: ChangeSummary): string {
  const parts = changedKinds(summary).flatMap((kind) =>
    (['added', 'changed', 'removed'] as const)
      .filter((what) => summary[kind][what] > 0)
      .map((what) => {
        const count = summary[kind][what];
        return kind === 'settings'
          ? `general settings ${what}`
          : `${counted(count, KIND_WORDS[kind])} ${what}`;
      }),
  );
  return [
    parts.length > 0 ? parts.join(', ') : 'nothing changed in the back office',
    ...summary.losses,
  ].join('; ');
}
