/**
 * Lettering in the site's own faces (Public Sans, Source Serif 4), set as outlines: librsvg finds
 * fonts through fontconfig and cannot read the site's woff2 files, and outlines make a drawing's
 * bytes the same on every machine whatever fonts it has installed. Kerned by fontkit.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export type Face = 'sans' | 'serif';
export type Weight = 400 | 500 | 600 | 700 | 800;

export interface TextStyle {
  size: number;
  fill: string;
  face?: Face;
  weight?: Weight;
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space between letters, in ems. */
  tracking?: number;
  upper?: boolean;
}

const resolve = createRequire(import.meta.url).resolve;
const fonts = new Map<string, fontkit.Font>();

function font(face: Face, weight: Weight): fontkit.Font {
  const key = `${face}-${weight}`;
  let loaded = fonts.get(key);
  if (!loaded) {
    const file =
      face === 'sans'
        ? `@fontsource/public-sans/files/public-sans-latin-${weight}-normal.woff2`
        : `@fontsource/source-serif-4/files/source-serif-4-latin-${weight}-normal.woff2`;
    loaded = fontkit.create(readFileSync(resolve(file))) as fontkit.Font;
    fonts.set(key, loaded);
  }
  return loaded;
}

const shown = (text: string, style: TextStyle) => (style.upper ? text.toUpperCase() : text);

function layout(text: string, style: TextStyle) {
  const face = font(style.face ?? 'sans', style.weight ?? 400);
  const run = face.layout(shown(text, style));
  const scale = style.size / face.unitsPerEm;
  const tracking = (style.tracking ?? 0) * style.size;
  let pen = 0;
  const glyphs = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]!;
    const at = pen + position.xOffset * scale;
    pen += position.xAdvance * scale + tracking;
    return { d: glyph.path.toSVG(), at };
  });
  return { glyphs, width: Math.max(0, pen - tracking), scale };
}

/** The width `text` takes in `style`. */
export const measure = (text: string, style: TextStyle): number => layout(text, style).width;

const round = (value: number) => Math.round(value * 100) / 100;

/** `text` as outlines with its baseline at y, anchored at x. */
export function text(value: string, x: number, y: number, style: TextStyle): string {
  const { glyphs, width, scale } = layout(value, style);
  const left = x - (style.anchor === 'middle' ? width / 2 : style.anchor === 'end' ? width : 0);
  const paths = glyphs
    .filter((glyph) => glyph.d !== '')
    .map((glyph) => `<path transform="translate(${round(glyph.at / scale)} 0)" d="${glyph.d}"/>`)
    .join('');
  return `<g fill="${style.fill}" transform="translate(${round(left)} ${round(y)}) scale(${scale} ${-scale})">${paths}</g>`;
}

/** The largest size up to `style.size` at which `value` fits in `width`. */
export function fit(value: string, width: number, style: TextStyle): TextStyle {
  const natural = measure(value, style);
  return natural <= width ? style : { ...style, size: (style.size * width) / natural };
}

/** Words broken into lines no wider than `width`. */
export function wrap(value: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`, style) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A paragraph set in at most `maxLines` lines of `width`, the size stepped down from
 * `style.size` until it fits; returns the drawing and the height it took.
 */
export function paragraph(
  value: string,
  x: number,
  top: number,
  width: number,
  style: TextStyle,
  { maxLines = 4, leading = 1.2 } = {},
): { svg: string; height: number } {
  let current = style;
  let lines = wrap(value, width, current);
  while (
    (lines.length > maxLines || lines.some((line) => measure(line, current) > width)) &&
    current.size > 4
  ) {
    current = { ...current, size: current.size * 0.92 };
    lines = wrap(value, width, current);
  }
  const step = current.size * leading;
  return {
    svg: lines
      .map((line, index) => text(line, x, top + current.size * 0.9 + index * step, current))
      .join(''),
    height: lines.length * step,
  };
}
