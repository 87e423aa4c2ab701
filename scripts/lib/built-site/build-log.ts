/**
 * Which pages a build rendered and which it copied from the incremental-build cache, read from
 * `astro build`'s log. The log is the only record: the output folder is emptied by every build,
 * so copied pages get new files and new modification times too.
 */
import { BUILD_LOG_PAGE } from '../../../src/integrations/astro-internals.ts';

export interface BuildPages {
  rendered: string[];
  reused: string[];
}

const ANSI = /\x1b\[[0-9;]*m/g;

export function pagesOfBuildLog(log: string): BuildPages {
  const pages: BuildPages = { rendered: [], reused: [] };
  for (const [, path, reused] of log.replace(ANSI, '').matchAll(BUILD_LOG_PAGE)) {
    (reused ? pages.reused : pages.rendered).push(path!);
  }
  if (pages.rendered.length + pages.reused.length === 0)
    throw new Error(
      'The build log lists no pages; has the format of `astro build` output changed?',
    );
  return pages;
}
