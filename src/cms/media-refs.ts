/** Every media file a snapshot points at, and the snapshot without some of them. */
import type { Snapshot } from './schema.ts';

export function mediaRefsOf(snapshot: Snapshot): Set<string> {
  const { settings, sliders, notices, employees, pages } = snapshot;
  return new Set(
    [
      settings.logo,
      settings.favicon,
      settings.slider,
      ...sliders.map((slider) => slider.image),
      ...notices.map((notice) => notice.file),
      ...employees.map((employee) => employee.image),
      ...pages.flatMap((page) => Object.values(page.images).flat()),
    ].filter((ref): ref is string => ref !== null),
  );
}

/** Drops references to files that could not be had, the way a missing optional field degrades. */
export function withoutMedia(snapshot: Snapshot, missing: ReadonlySet<string>): Snapshot {
  const keep = (ref: string | null) => (ref !== null && missing.has(ref) ? null : ref);
  return {
    ...snapshot,
    settings: {
      ...snapshot.settings,
      logo: keep(snapshot.settings.logo),
      favicon: keep(snapshot.settings.favicon),
      slider: keep(snapshot.settings.slider),
    },
    sliders: snapshot.sliders.filter((slider) => !missing.has(slider.image)),
    notices: snapshot.notices.map((notice) => ({ ...notice, file: keep(notice.file) })),
    employees: snapshot.employees.map((employee) => ({ ...employee, image: keep(employee.image) })),
    pages: snapshot.pages.map((page) => ({
      ...page,
      images: Object.fromEntries(Object.entries(page.images).map(([group, refs]) => [group, refs.filter((ref) => !missing.has(ref))])),
    })),
  };
}
