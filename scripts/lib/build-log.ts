/**
 * Which pages a build rendered and which it copied from the incremental-build cache, read from
 * `astro build`'s log. The log is the only record: the output folder is emptied by every build,
 * so copied pages get new files and new modification times too.
 */
export interface BuildPages {
  rendered: string[];
  reused: string[];
}

const ANSI = /\x1b\[[0-9;]*m/g;
// "12:00:00   ├─ /notice/17/index.html (+12ms)" or "... (restored)"; paths may hold spaces. Astro
// renders several pages at once (astro.config.mjs `build.concurrency`) and writes a rendered
// page's time when it is done, so entries share lines: "12:00:00   ├─ /a/index.html12:00:00   ├─
// /b/index.html (restored)". A copied page's mark always follows its path; a page without one was rendered.
const PAGE_ENTRY = /[├└]─ (\/.*?)(?: \((restored|cached)\))?(?= \((?:restored|cached|\+[\d.]+m?s)\)|\d\d:\d\d:\d\d |\s*[├└]─|\s*$)/gm;

export function pagesOfBuildLog(log: string): BuildPages {
  const pages: BuildPages = { rendered: [], reused: [] };
  for (const [, path, reused] of log.replace(ANSI, '').matchAll(PAGE_ENTRY)) {
    (reused ? pages.reused : pages.rendered).push(path!);
  }
  if (pages.rendered.length + pages.reused.length === 0)
    throw new Error('The build log lists no pages; has the format of `astro build` output changed?');
  return pages;
}
