/**
 * What a built page makes a browser download: its HTML, its web fonts, and the JavaScript it
 * loads, split into what loads with the page (module scripts and island code) and what loads
 * only when used (dynamic imports, such as the lightbox's engine). Read from dist/, no browser
 * needed.
 */
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse as parseModule } from 'es-module-lexer';
import { Parser } from 'htmlparser2';
import postcss from 'postcss';

export interface Weight {
  bytes: number;
  gzip: number;
}
export interface PageWeight {
  html: Weight;
  /** Loaded with the page, islands included. */
  js: Weight & { files: string[] };
  /** Loaded on demand by those scripts. */
  lazyJs: Weight & { files: string[] };
  /**
   * The font files it loads (already compressed: gzip is the size): those it preloads, and those
   * of its @font-face rules whose unicode-range holds a character of its text, as a browser
   * picks them (the Latin files on most pages; a Bengali one on a page with Bengali words).
   */
  fonts: Weight & { files: string[] };
}

/** The JS files a module imports, as es-module-lexer reads them: statically, and by import() with a literal. */
function importsOf(code: string): { eager: string[]; lazy: string[] } {
  const [imports] = parseModule(code);
  const eager: string[] = [];
  const lazy: string[] = [];
  for (const found of imports) {
    // import.meta has no specifier, nor a dynamic import of a computed value.
    const { specifier } = found;
    if (!specifier || !/\.m?js$/.test(specifier)) continue;
    (found.type === 'dynamic' ? lazy : eager).push(specifier);
  }
  return { eager, lazy };
}

/** Whether a rule's unicode-range (`U+0000-00FF,U+0131`) holds one of the code points; a rule without one holds them all. */
function inRange(range: string | undefined, codePoints: ReadonlySet<number>): boolean {
  if (!range) return true;
  const spans = range.split(',').map((span) => {
    const [from, to = from] = span.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  for (const point of codePoints)
    if (spans.some(([from, to]) => point >= from && point <= to)) return true;
  return false;
}

/** A `src` declaration's site-absolute font URLs (`url(/_astro/fonts/a.woff2) format("woff2")`). */
const fontUrls = (src: string): string[] =>
  [...src.matchAll(/url\(\s*["']?(\/[^"')]+\.woff2?)["']?\s*\)/g)].map(([, url]) => url!);

/** How far a face's `font-weight` (`400`, or a variable face's `100 900`) is from regular text's 400. */
function distanceFromRegular(weight: string | undefined): number {
  const [from = 400, to = from] = (weight ?? '400').split(/\s+/).map(Number);
  return 400 < from ? from - 400 : 400 > to ? 400 - to : 0;
}

/**
 * The fonts of the @font-face rules of a page's styles that hold one of its characters, as postcss
 * reads them. Of a family's faces for one range that differ only in weight, a browser fetches
 * those its text is set in, which a reading of the files cannot tell: the regular one counts.
 */
function fontFaceFiles(css: string, codePoints: ReadonlySet<number>): string[] {
  const faces = new Map<string, { distance: number; files: string[] }>();
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    const declared = new Map<string, string>();
    const sources: string[] = [];
    rule.walkDecls((declaration) => {
      if (declaration.prop === 'src') sources.push(declaration.value);
      else declared.set(declaration.prop, declaration.value);
    });
    const range = declared.get('unicode-range');
    if (!inRange(range, codePoints)) return;
    const files = sources.flatMap(fontUrls);
    const distance = distanceFromRegular(declared.get('font-weight'));
    const family = declared.get('font-family');
    const key = family === undefined ? files.join() : `${family}\n${range}`;
    const kept = faces.get(key);
    if (!kept || distance < kept.distance) faces.set(key, { distance, files });
  });
  return [...faces.values()].flatMap((face) => face.files);
}

const weigh = (content: Buffer): Weight => ({
  bytes: content.length,
  gzip: gzipSync(content).length,
});

export function createWeigher(distDir: string) {
  const files = new Map<string, Promise<Buffer>>();
  const read = (url: string) => {
    if (!files.has(url)) files.set(url, readFile(join(distDir, decodeURIComponent(url))));
    return files.get(url)!;
  };

  /** The JS files a set of entry URLs pulls in: statically (eager) and by import() (lazy). */
  async function closure(entries: string[]): Promise<{ eager: Set<string>; lazy: Set<string> }> {
    const eager = new Set<string>();
    const lazy = new Set<string>();
    const visit = async (url: string, into: Set<string>) => {
      if (eager.has(url) || into.has(url)) return;
      into.add(url);
      const imports = importsOf((await read(url)).toString('utf8'));
      const resolveFrom = (specifier: string) =>
        specifier.startsWith('/') ? specifier : posix.join(posix.dirname(url), specifier);
      for (const specifier of imports.eager) await visit(resolveFrom(specifier), into);
      for (const specifier of imports.lazy) await visit(resolveFrom(specifier), lazy);
    };
    for (const entry of entries) await visit(entry, eager);
    for (const url of eager) lazy.delete(url);
    return { eager, lazy };
  }

  async function sum(urls: Set<string>): Promise<Weight & { files: string[] }> {
    const weights = await Promise.all([...urls].map(async (url) => weigh(await read(url))));
    return {
      files: [...urls].sort(),
      bytes: weights.reduce((total, weight) => total + weight.bytes, 0),
      gzip: weights.reduce((total, weight) => total + weight.gzip, 0),
    };
  }

  return async function pageWeight(htmlFile: string): Promise<PageWeight> {
    await init();
    const html = await readFile(join(distDir, htmlFile));
    const entries: string[] = [];
    const inline: string[] = [];
    const fonts = new Set<string>();
    const styles: string[] = [];
    const codePoints = new Set<number>();
    let inScript = false;
    let inStyle = false;
    const parser = new Parser({
      onopentag(name, attribs) {
        if (name === 'script' && attribs.src) entries.push(attribs.src);
        else if (name === 'script') inScript = true;
        if (name === 'style') inStyle = true;
        if (name === 'link' && attribs.rel === 'preload' && attribs.as === 'font' && attribs.href)
          fonts.add(attribs.href);
        if (name === 'astro-island')
          entries.push(
            ...[attribs['component-url'], attribs['renderer-url']].filter((url): url is string =>
              Boolean(url),
            ),
          );
      },
      ontext(text) {
        if (inScript) inline.push(text);
        if (inStyle) styles.push(text);
        else if (!inScript) for (const character of text) codePoints.add(character.codePointAt(0)!);
      },
      onclosetag(name) {
        if (name === 'script') inScript = false;
        if (name === 'style') inStyle = false;
      },
    });
    parser.end(html.toString('utf8'));
    for (const url of fontFaceFiles(styles.join(''), codePoints)) fonts.add(url);
    for (const code of inline)
      for (const specifier of importsOf(code).eager)
        if (specifier.startsWith('/')) entries.push(specifier);
    const { eager, lazy } = await closure(entries.filter((url) => url.startsWith('/')));
    const fontFiles = await sum(new Set([...fonts].filter((url) => url.startsWith('/'))));
    return {
      html: weigh(html),
      js: await sum(eager),
      lazyJs: await sum(lazy),
      fonts: { ...fontFiles, gzip: fontFiles.bytes },
    };
  };
}
