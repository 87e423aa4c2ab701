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
// "12:00:00   ├─ /notice/17/index.html (+12ms)" or "... (restored)"; paths may hold spaces.
const PAGE_LINE = /[├└]─ (\/.*?)(?: \((restored|cached|\+\d+ms)\))?\s*$/;

export function pagesOfBuildLog(log: string): BuildPages {
  const pages: BuildPages = { rendered: [], reused: [] };
  for (const line of log.replace(ANSI, '').split('\n')) {
    const match = PAGE_LINE.exec(line);
    if (!match) continue;
    const [, path, how] = match;
    (how === 'restored' || how === 'cached' ? pages.reused : pages.rendered).push(path!);
  }
  if (pages.rendered.length + pages.reused.length === 0)
    throw new Error('The build log lists no pages; has the format of `astro build` output changed?');
  return pages;
}
