/** Figures drawn at any size: a seated or standing person, and a head-and-shoulders portrait. */
import { between, CLOTHES, HAIR, hsl, pick, SKIN, type Random } from './random.ts';

/** A person seen from the front, head at (x, y) with head radius r. */
export function figure(random: Random, x: number, y: number, r: number): string {
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const clothes = pick(random, CLOTHES);
  const long = random() < 0.4;
  const back = long ? `<ellipse cx="${x}" cy="${y + r * 0.5}" rx="${r * 1.1}" ry="${r * 1.4}" fill="${hair}"/>` : '';
  return `${back}<path d="M ${x - r * 1.9} ${y + r * 4} Q ${x - r * 1.9} ${y + r * 1.3} ${x} ${y + r * 1.3} Q ${x + r * 1.9} ${y + r * 1.3} ${x + r * 1.9} ${y + r * 4} Z" fill="${clothes}"/>
<circle cx="${x}" cy="${y}" r="${r}" fill="${skin}"/>
<path d="M ${x - r} ${y - r * 0.05} Q ${x - r} ${y - r * 1.15} ${x} ${y - r * 1.1} Q ${x + r} ${y - r * 1.15} ${x + r} ${y - r * 0.05} Q ${x + r * 0.3} ${y - r * 0.7} ${x - r} ${y - r * 0.05} Z" fill="${hair}"/>`;
}

/** A head-and-shoulders portrait filling a w × h frame; every seed gives a different person. */
export function portrait(random: Random, w: number, h: number, hue: number): string {
  const cx = w / 2;
  const r = Math.min(w, h) * between(random, 0.16, 0.19);
  const cy = h * 0.42;
  const skin = pick(random, SKIN);
  const hair = pick(random, HAIR);
  const suit = pick(random, CLOTHES);
  const shirt = pick(random, ['#ffffff', '#e9eef5', '#f4ece1', '#dfe9e4']);
  const style = Math.floor(random() * 4);
  const hairBack =
    style === 1
      ? `<path d="M ${cx - r * 1.15} ${cy} Q ${cx - r * 1.3} ${cy + r * 2.2} ${cx - r * 0.6} ${cy + r * 2.3} L ${cx + r * 0.6} ${cy + r * 2.3} Q ${cx + r * 1.3} ${cy + r * 2.2} ${cx + r * 1.15} ${cy} Z" fill="${hair}"/>`
      : '';
  const hairTop = [
    `<path d="M ${cx - r * 1.02} ${cy - r * 0.1} Q ${cx - r * 1.05} ${cy - r * 1.2} ${cx} ${cy - r * 1.15} Q ${cx + r * 1.05} ${cy - r * 1.2} ${cx + r * 1.02} ${cy - r * 0.1} Q ${cx + r * 0.7} ${cy - r * 0.75} ${cx - r * 1.02} ${cy - r * 0.1} Z" fill="${hair}"/>`,
    `<path d="M ${cx - r * 1.1} ${cy + r * 0.2} Q ${cx - r * 1.2} ${cy - r * 1.3} ${cx} ${cy - r * 1.2} Q ${cx + r * 1.2} ${cy - r * 1.3} ${cx + r * 1.1} ${cy + r * 0.2} Q ${cx + r * 0.6} ${cy - r * 0.6} ${cx - r * 0.3} ${cy - r * 0.55} Q ${cx - r * 0.8} ${cy - r * 0.3} ${cx - r * 1.1} ${cy + r * 0.2} Z" fill="${hair}"/>`,
    `<circle cx="${cx}" cy="${cy - r * 1.15}" r="${r * 0.42}" fill="${hair}"/><path d="M ${cx - r} ${cy - r * 0.1} Q ${cx} ${cy - r * 1.4} ${cx + r} ${cy - r * 0.1} Q ${cx} ${cy - r * 0.75} ${cx - r} ${cy - r * 0.1} Z" fill="${hair}"/>`,
    `<path d="M ${cx - r * 0.98} ${cy - r * 0.2} Q ${cx - r * 0.9} ${cy - r * 0.9} ${cx - r * 0.4} ${cy - r * 0.95} L ${cx - r * 0.3} ${cy - r * 0.7} Q ${cx - r * 0.8} ${cy - r * 0.6} ${cx - r * 0.98} ${cy - r * 0.2} Z M ${cx + r * 0.98} ${cy - r * 0.2} Q ${cx + r * 0.9} ${cy - r * 0.9} ${cx + r * 0.4} ${cy - r * 0.95} L ${cx + r * 0.3} ${cy - r * 0.7} Q ${cx + r * 0.8} ${cy - r * 0.6} ${cx + r * 0.98} ${cy - r * 0.2} Z" fill="${hair}"/>`,
  ][style]!;
  const glasses =
    random() < 0.35
      ? `<g fill="none" stroke="#2a2a2a" stroke-width="${r * 0.05}"><circle cx="${cx - r * 0.38}" cy="${cy}" r="${r * 0.24}"/><circle cx="${cx + r * 0.38}" cy="${cy}" r="${r * 0.24}"/><path d="M ${cx - r * 0.14} ${cy} L ${cx + r * 0.14} ${cy}"/></g>`
      : '';
  const tie =
    random() < 0.5
      ? `<path d="M ${cx} ${cy + r * 1.35} L ${cx - r * 0.13} ${cy + r * 1.6} L ${cx} ${cy + r * 2.6} L ${cx + r * 0.13} ${cy + r * 1.6} Z" fill="${hsl(hue + 180, 45, 35)}"/>`
      : '';
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 25, 90)}"/><stop offset="1" stop-color="${hsl(hue + 20, 30, 74)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect x="${w * 0.62}" y="${h * 0.08}" width="${w * 0.3}" height="${h * 0.5}" fill="${hsl(hue, 20, 96)}" opacity="0.5"/>
${hairBack}
<path d="M ${cx - r * 2.6} ${h} Q ${cx - r * 2.5} ${cy + r * 1.5} ${cx} ${cy + r * 1.35} Q ${cx + r * 2.5} ${cy + r * 1.5} ${cx + r * 2.6} ${h} Z" fill="${suit}"/>
<path d="M ${cx - r * 0.55} ${cy + r * 1.3} L ${cx} ${cy + r * 2.7} L ${cx + r * 0.55} ${cy + r * 1.3} Z" fill="${shirt}"/>${tie}
<rect x="${cx - r * 0.32}" y="${cy + r * 0.7}" width="${r * 0.64}" height="${r * 0.7}" fill="${skin}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.92}" ry="${r * 1.1}" fill="${skin}"/>
${hairTop}
<ellipse cx="${cx - r * 0.38}" cy="${cy}" rx="${r * 0.08}" ry="${r * 0.1}" fill="#2a211c"/><ellipse cx="${cx + r * 0.38}" cy="${cy}" rx="${r * 0.08}" ry="${r * 0.1}" fill="#2a211c"/>
<path d="M ${cx - r * 0.3} ${cy + r * 0.5} Q ${cx} ${cy + r * 0.72} ${cx + r * 0.3} ${cy + r * 0.5}" stroke="#7a3f35" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round"/>
${glasses}`;
}
