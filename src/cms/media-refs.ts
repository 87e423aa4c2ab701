/** Every media file a snapshot points at, and the snapshot without some of them (fields from src/cms/media-fields.ts). */
import { mapMediaFields, mediaRefsOfItem } from './media-fields.ts';
import type { Snapshot } from './schema.ts';

export function mediaRefsOf(snapshot: Snapshot): Set<string> {
  const { settings, sliders, notices, employees, pages } = snapshot;
  return new Set([
    ...mediaRefsOfItem('settings', settings),
    ...sliders.flatMap((slider) => mediaRefsOfItem('sliders', slider)),
    ...notices.flatMap((notice) => mediaRefsOfItem('notices', notice)),
    ...employees.flatMap((employee) => mediaRefsOfItem('employees', employee)),
    ...pages.flatMap((page) => Object.values(page.images).flat()),
  ]);
}

/** Drops references to files that could not be had, the way a missing optional field degrades. */
export function withoutMedia(snapshot: Snapshot, missing: ReadonlySet<string>): Snapshot {
  if (missing.size === 0) return snapshot;
  const keep = (ref: string | null) => (ref !== null && missing.has(ref) ? null : ref);
  return {
    ...snapshot,
    settings: mapMediaFields('settings', snapshot.settings, keep),
    // A slide is its picture: one whose image is gone is left out.
    sliders: snapshot.sliders.filter((slider) => !missing.has(slider.image)),
    notices: snapshot.notices.map((notice) => mapMediaFields('notices', notice, keep)),
    employees: snapshot.employees.map((employee) => mapMediaFields('employees', employee, keep)),
    pages: snapshot.pages.map((page) => ({
      ...page,
      images: Object.fromEntries(Object.entries(page.images).map(([group, refs]) => [group, refs.filter((ref) => !missing.has(ref))])),
    })),
  };
}
