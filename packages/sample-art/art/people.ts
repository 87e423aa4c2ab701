/**
 * People: a look (skin, hair, clothes, what they wear for work) drawn as a full figure in a
 * scene or as a head-and-shoulders portrait. A named person keeps one look, so they are drawn
 * alike wherever they appear.
 */
import { CLOTHES, HAIR, INK, pick, SKIN, type Random } from './random.ts';

export type HairStyle = 'short' | 'crop' | 'long' | 'bun' | 'curly' | 'bald' | 'hijab' | 'ponytail';
export type Wear = 'suit' | 'casual' | 'scrubs' | 'hardhat' | 'chef' | 'student';

export interface Look {
  skin: string;
  hair: string;
  style: HairStyle;
  top: string;
  bottom: string;
  wear: Wear;
  beard?: boolean;
  glasses?: boolean;
  /** A skirt or dress instead of trousers. */
  skirt?: boolean;
}

const FEMININE: HairStyle[] = ['long', 'bun', 'ponytail', 'curly', 'hijab', 'crop'];
const MASCULINE: HairStyle[] = ['short', 'crop', 'curly', 'bald', 'short'];

/** A look from the seed; `wear` and any fixed features given win. */
export function randomLook(random: Random, fixed: Partial<Look> = {}): Look {
  const feminine = random() < 0.5;
  const style = pick(random, feminine ? FEMININE : MASCULINE);
  const look: Look = {
    skin: pick(random, SKIN),
    hair: pick(random, HAIR),
    style,
    top: pick(random, CLOTHES),
    bottom: pick(random, ['#2b3440', '#3c4a5a', '#5b4a3a', '#1f2a33', '#6b7785']),
    wear: 'casual',
    beard: !feminine && random() < 0.3,
    glasses: random() < 0.25,
    skirt: feminine && random() < 0.4,
    ...fixed,
  };
  if (look.wear === 'scrubs')
    look.top = look.bottom = pick(random, ['#4f9fb0', '#6aa58e', '#5d7fb8']);
  if (look.wear === 'chef') look.top = INK.white;
  return look;
}

/** The hair drawn over a head of radius r at (x, y); `back` is the part behind the face. */
function hair(look: Look, x: number, y: number, r: number): { back: string; front: string } {
  const c = look.hair;
  switch (look.style) {
    case 'long':
      return {
        back: `<path d="M ${x - r * 1.05} ${y - r * 0.2} Q ${x - r * 1.25} ${y + r * 1.9} ${x - r * 0.55} ${y + r * 2.1} L ${x + r * 0.55} ${y + r * 2.1} Q ${x + r * 1.25} ${y + r * 1.9} ${x + r * 1.05} ${y - r * 0.2} Z" fill="${c}"/>`,
        front: `<path d="M ${x - r * 1.02} ${y + r * 0.15} Q ${x - r * 1.1} ${y - r * 1.25} ${x} ${y - r * 1.12} Q ${x + r * 1.1} ${y - r * 1.25} ${x + r * 1.02} ${y + r * 0.15} Q ${x + r * 0.75} ${y - r * 0.55} ${x - r * 0.1} ${y - r * 0.62} Q ${x - r * 0.75} ${y - r * 0.45} ${x - r * 1.02} ${y + r * 0.15} Z" fill="${c}"/>`,
      };
    case 'ponytail':
      return {
        back: `<path d="M ${x + r * 0.7} ${y - r * 0.6} Q ${x + r * 1.7} ${y - r * 0.2} ${x + r * 1.2} ${y + r * 1.5} Q ${x + r * 1.05} ${y + r * 0.4} ${x + r * 0.6} ${y - r * 0.1} Z" fill="${c}"/>`,
        front: `<path d="M ${x - r * 1} ${y - r * 0.05} Q ${x - r * 1.05} ${y - r * 1.2} ${x} ${y - r * 1.12} Q ${x + r * 1.05} ${y - r * 1.2} ${x + r * 1} ${y - r * 0.05} Q ${x + r * 0.2} ${y - r * 0.8} ${x - r * 1} ${y - r * 0.05} Z" fill="${c}"/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="${x}" cy="${y - r * 1.2}" r="${r * 0.45}" fill="${c}"/>`,
        front: `<path d="M ${x - r} ${y - r * 0.05} Q ${x - r} ${y - r * 1.2} ${x} ${y - r * 1.1} Q ${x + r} ${y - r * 1.2} ${x + r} ${y - r * 0.05} Q ${x} ${y - r * 0.75} ${x - r} ${y - r * 0.05} Z" fill="${c}"/>`,
      };
    case 'curly': {
      const puffs = [-0.85, -0.45, 0, 0.45, 0.85]
        .map(
          (dx, i) =>
            `<circle cx="${x + dx * r}" cy="${y - r * (0.75 + (i % 2) * 0.25)}" r="${r * 0.48}" fill="${c}"/>`,
        )
        .join('');
      return {
        back: `<circle cx="${x}" cy="${y - r * 0.15}" r="${r * 1.18}" fill="${c}"/>`,
        front: puffs,
      };
    }
    case 'bald':
      return {
        back: '',
        front: `<path d="M ${x - r * 0.98} ${y - r * 0.05} Q ${x - r} ${y - r * 0.55} ${x - r * 0.8} ${y - r * 0.55}" stroke="${c}" stroke-width="${r * 0.22}" fill="none"/><path d="M ${x + r * 0.98} ${y - r * 0.05} Q ${x + r} ${y - r * 0.55} ${x + r * 0.8} ${y - r * 0.55}" stroke="${c}" stroke-width="${r * 0.22}" fill="none"/>`,
      };
    case 'hijab':
      return {
        back: `<path d="M ${x - r * 1.3} ${y + r * 2} Q ${x - r * 1.45} ${y - r * 1.45} ${x} ${y - r * 1.35} Q ${x + r * 1.45} ${y - r * 1.45} ${x + r * 1.3} ${y + r * 2} Z" fill="${c}"/>`,
        front: `<path d="M ${x - r * 0.95} ${y + r * 0.5} Q ${x - r * 1.05} ${y - r * 1.15} ${x} ${y - r * 1.1} Q ${x + r * 1.05} ${y - r * 1.15} ${x + r * 0.95} ${y + r * 0.5} Q ${x + r * 0.8} ${y - r * 0.7} ${x} ${y - r * 0.72} Q ${x - r * 0.8} ${y - r * 0.7} ${x - r * 0.95} ${y + r * 0.5} Z" fill="${c}"/>`,
      };
    case 'crop':
      return {
        back: '',
        front: `<path d="M ${x - r * 1.0} ${y - r * 0.05} Q ${x - r * 1.05} ${y - r * 1.2} ${x} ${y - r * 1.15} Q ${x + r * 1.05} ${y - r * 1.2} ${x + r * 1.0} ${y - r * 0.05} L ${x + r * 0.85} ${y - r * 0.45} Q ${x} ${y - r * 0.7} ${x - r * 0.85} ${y - r * 0.45} Z" fill="${c}"/>`,
      };
    case 'short':
    default:
      return {
        back: '',
        front: `<path d="M ${x - r * 1.02} ${y - r * 0.1} Q ${x - r * 1.05} ${y - r * 1.2} ${x} ${y - r * 1.15} Q ${x + r * 1.05} ${y - r * 1.2} ${x + r * 1.02} ${y - r * 0.1} Q ${x + r * 0.7} ${y - r * 0.75} ${x - r * 1.02} ${y - r * 0.1} Z" fill="${c}"/>`,
      };
  }
}

/** A face of radius r at (x, y): features, beard, glasses; seen from behind it is all hair. */
function head(look: Look, x: number, y: number, r: number, back = false): string {
  const { back: behind, front } = hair(look, x, y, r);
  if (back) {
    const cover = look.style === 'bald' ? look.skin : look.hair;
    return `${behind}<ellipse cx="${x}" cy="${y}" rx="${r * 0.95}" ry="${r * 1.08}" fill="${cover}"/>${look.style === 'bald' ? '' : front}`;
  }
  const eyes = `<circle cx="${x - r * 0.36}" cy="${y + r * 0.02}" r="${r * 0.09}" fill="#2a211c"/><circle cx="${x + r * 0.36}" cy="${y + r * 0.02}" r="${r * 0.09}" fill="#2a211c"/>`;
  const smile = `<path d="M ${x - r * 0.28} ${y + r * 0.45} Q ${x} ${y + r * 0.68} ${x + r * 0.28} ${y + r * 0.45}" stroke="#7a3f35" stroke-width="${r * 0.08}" fill="none" stroke-linecap="round"/>`;
  const beard = look.beard
    ? `<path d="M ${x - r * 0.9} ${y + r * 0.1} Q ${x - r * 0.8} ${y + r * 1.15} ${x} ${y + r * 1.15} Q ${x + r * 0.8} ${y + r * 1.15} ${x + r * 0.9} ${y + r * 0.1} Q ${x + r * 0.6} ${y + r * 0.7} ${x} ${y + r * 0.72} Q ${x - r * 0.6} ${y + r * 0.7} ${x - r * 0.9} ${y + r * 0.1} Z" fill="${look.hair}"/>`
    : '';
  const glasses = look.glasses
    ? `<g fill="none" stroke="#2a2a2a" stroke-width="${r * 0.07}"><circle cx="${x - r * 0.36}" cy="${y}" r="${r * 0.25}"/><circle cx="${x + r * 0.36}" cy="${y}" r="${r * 0.25}"/><path d="M ${x - r * 0.11} ${y} L ${x + r * 0.11} ${y}"/></g>`
    : '';
  return `${behind}<ellipse cx="${x}" cy="${y}" rx="${r * 0.92}" ry="${r * 1.08}" fill="${look.skin}"/>${beard}${front}${eyes}${look.beard ? '' : smile}${glasses}`;
}

/** What sits on the head for work: a hard hat or a chef's toque. */
function headwear(look: Look, x: number, y: number, r: number): string {
  if (look.wear === 'hardhat')
    return `<path d="M ${x - r * 1.15} ${y - r * 0.45} Q ${x - r * 1.05} ${y - r * 1.45} ${x} ${y - r * 1.45} Q ${x + r * 1.05} ${y - r * 1.45} ${x + r * 1.15} ${y - r * 0.45} Z" fill="${INK.accent}"/><rect x="${x - r * 1.3}" y="${y - r * 0.55}" width="${r * 2.6}" height="${r * 0.22}" rx="${r * 0.1}" fill="#d88a12"/>`;
  if (look.wear === 'chef')
    return `<path d="M ${x - r * 0.8} ${y - r * 0.7} L ${x - r * 0.8} ${y - r * 1.3} Q ${x - r * 1.2} ${y - r * 2.1} ${x - r * 0.3} ${y - r * 1.9} Q ${x} ${y - r * 2.4} ${x + r * 0.35} ${y - r * 1.9} Q ${x + r * 1.2} ${y - r * 2.1} ${x + r * 0.8} ${y - r * 1.3} L ${x + r * 0.8} ${y - r * 0.7} Z" fill="#ffffff" stroke="#d5dde3" stroke-width="${r * 0.05}"/>`;
  return '';
}

export type Pose = 'stand' | 'wave' | 'hold' | 'point' | 'sit' | 'back';

/**
 * A person `height` tall standing on `ground` at x (pose `sit` and `back` draw only what shows
 * above a table or in an audience, down to `ground`). Returns the drawing and, for `hold`,
 * where the hands meet, for a sign, a folder or a tray.
 */
export function figure(
  look: Look,
  x: number,
  ground: number,
  height: number,
  pose: Pose = 'stand',
): string {
  const H = height;
  const r = H * 0.068;
  const top = ground - H;
  const headY = top + r * 1.1;
  const shoulder = top + H * 0.19;
  const hip = top + H * 0.53;
  const half = H * 0.13;
  const arm = H * 0.062;
  const torso = `<path d="M ${x - half} ${hip} L ${x - half * 1.02} ${shoulder + H * 0.04} Q ${x - half} ${shoulder} ${x - half * 0.6} ${shoulder} L ${x + half * 0.6} ${shoulder} Q ${x + half} ${shoulder} ${x + half * 1.02} ${shoulder + H * 0.04} L ${x + half} ${hip} Z" fill="${look.top}"/>`;
  const collar =
    look.wear === 'suit'
      ? `<path d="M ${x - half * 0.35} ${shoulder} L ${x} ${shoulder + H * 0.1} L ${x + half * 0.35} ${shoulder} Z" fill="#f4f1ea"/><path d="M ${x} ${shoulder + H * 0.03} L ${x - H * 0.012} ${shoulder + H * 0.085} L ${x} ${shoulder + H * 0.16} L ${x + H * 0.012} ${shoulder + H * 0.085} Z" fill="${INK.coral}"/>`
      : look.wear === 'scrubs'
        ? `<path d="M ${x - half * 0.35} ${shoulder} L ${x} ${shoulder + H * 0.07} L ${x + half * 0.35} ${shoulder} Z" fill="${look.skin}"/>`
        : look.wear === 'hardhat'
          ? `<rect x="${x - half}" y="${shoulder + H * 0.16}" width="${half * 2}" height="${H * 0.025}" fill="#e9f06a"/><rect x="${x - half * 0.55}" y="${shoulder}" width="${H * 0.022}" height="${hip - shoulder}" fill="#e9f06a"/><rect x="${x + half * 0.55 - H * 0.022}" y="${shoulder}" width="${H * 0.022}" height="${hip - shoulder}" fill="#e9f06a"/>`
          : look.wear === 'chef'
            ? `<circle cx="${x - half * 0.3}" cy="${shoulder + H * 0.08}" r="${H * 0.01}" fill="#9aa"/><circle cx="${x + half * 0.3}" cy="${shoulder + H * 0.08}" r="${H * 0.01}" fill="#9aa"/>`
            : '';
  const neck = `<rect x="${x - r * 0.35}" y="${headY + r * 0.6}" width="${r * 0.7}" height="${shoulder - headY - r * 0.5}" fill="${look.skin}"/>`;
  const limb = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M ${x1} ${y1} L ${x2} ${y2}" stroke="${look.top}" stroke-width="${arm}" stroke-linecap="round"/><circle cx="${x2}" cy="${y2}" r="${arm * 0.55}" fill="${look.skin}"/>`;
  const leftShoulder = [x - half * 0.85, shoulder + arm * 0.6] as const;
  const rightShoulder = [x + half * 0.85, shoulder + arm * 0.6] as const;
  const down = (side: 1 | -1) =>
    limb(x + side * half * 0.85, shoulder + arm * 0.6, x + side * half * 1.12, hip + H * 0.02);
  const arms: Record<Pose, string> = {
    stand: down(-1) + down(1),
    back: '',
    wave: down(-1) + limb(...rightShoulder, x + half * 1.7, shoulder - H * 0.14),
    point: down(-1) + limb(...rightShoulder, x + half * 2.3, shoulder - H * 0.02),
    hold:
      limb(...leftShoulder, x - half * 0.25, shoulder + H * 0.2) +
      limb(...rightShoulder, x + half * 0.25, shoulder + H * 0.2),
    sit:
      limb(...leftShoulder, x - half * 0.6, shoulder + H * 0.26) +
      limb(...rightShoulder, x + half * 0.6, shoulder + H * 0.26),
  };
  const legWidth = H * 0.085;
  const legs =
    pose === 'sit' || pose === 'back'
      ? ''
      : look.skirt
        ? `<path d="M ${x - half} ${hip - H * 0.02} L ${x - half * 1.2} ${top + H * 0.78} L ${x + half * 1.2} ${top + H * 0.78} L ${x + half} ${hip - H * 0.02} Z" fill="${look.bottom}"/><rect x="${x - half * 0.6}" y="${top + H * 0.78}" width="${legWidth * 0.6}" height="${H * 0.19}" fill="${look.skin}"/><rect x="${x + half * 0.6 - legWidth * 0.6}" y="${top + H * 0.78}" width="${legWidth * 0.6}" height="${H * 0.19}" fill="${look.skin}"/>`
        : `<rect x="${x - half * 0.92}" y="${hip - H * 0.01}" width="${legWidth}" height="${ground - hip - H * 0.02}" fill="${look.bottom}"/><rect x="${x + half * 0.92 - legWidth}" y="${hip - H * 0.01}" width="${legWidth}" height="${ground - hip - H * 0.02}" fill="${look.bottom}"/><rect x="${x - half * 0.55}" y="${hip - H * 0.01}" width="${half * 1.1}" height="${H * 0.06}" fill="${look.bottom}"/>`;
  const shoes =
    pose === 'sit' || pose === 'back'
      ? ''
      : `<ellipse cx="${x - half * 0.62}" cy="${ground - H * 0.012}" rx="${H * 0.055}" ry="${H * 0.018}" fill="#2a2a2e"/><ellipse cx="${x + half * 0.62}" cy="${ground - H * 0.012}" rx="${H * 0.055}" ry="${H * 0.018}" fill="#2a2a2e"/>`;
  const body = pose === 'back' ? torso : `${legs}${shoes}${torso}${collar}`;
  return `<g>${body}${neck}${head(look, x, headY, r, pose === 'back')}${headwear(look, x, headY, r)}${arms[pose]}</g>`;
}

/** Where a `hold` figure's hands meet: the centre of what it carries. */
export const hands = (x: number, ground: number, height: number) => ({
  x,
  y: ground - height + height * 0.39,
});

/** The centre and radius of a figure's head, for what it wears or holds there. */
export const headOf = (x: number, ground: number, height: number) => ({
  x,
  y: ground - height + height * 0.068 * 1.1,
  r: height * 0.068,
});

/** A drawing mirrored about the vertical line at x: a figure that points or waves the other way. */
export const mirrored = (svg: string, x: number) =>
  `<g transform="translate(${2 * x} 0) scale(-1 1)">${svg}</g>`;

/** A head-and-shoulders portrait filling a w × h frame. */
export function portrait(look: Look, w: number, h: number, backdrop: string): string {
  const cx = w / 2;
  // Head low and small enough that a phone's wide crop (the middle 56 % of the height) keeps the hair.
  const r = Math.min(w, h * 0.8) * 0.18;
  const cy = h * 0.46;
  const shoulders = cy + r * 1.45;
  const lapels =
    look.wear === 'suit'
      ? `<path d="M ${cx - r * 0.55} ${shoulders - r * 0.05} L ${cx} ${shoulders + r * 1.5} L ${cx + r * 0.55} ${shoulders - r * 0.05} Z" fill="#f4f1ea"/><path d="M ${cx} ${shoulders + r * 0.15} L ${cx - r * 0.13} ${shoulders + r * 0.4} L ${cx} ${shoulders + r * 1.35} L ${cx + r * 0.13} ${shoulders + r * 0.4} Z" fill="${INK.coral}"/><path d="M ${cx - r * 0.6} ${shoulders - r * 0.05} L ${cx - r * 0.05} ${shoulders + r * 1.55} L ${cx - r * 0.95} ${shoulders + r * 0.3} Z M ${cx + r * 0.6} ${shoulders - r * 0.05} L ${cx + r * 0.05} ${shoulders + r * 1.55} L ${cx + r * 0.95} ${shoulders + r * 0.3} Z" fill="rgb(0 0 0 / 0.18)"/>`
      : `<path d="M ${cx - r * 0.5} ${shoulders - r * 0.05} Q ${cx} ${shoulders + r * 0.55} ${cx + r * 0.5} ${shoulders - r * 0.05} Z" fill="${look.skin}"/>`;
  return `<rect width="${w}" height="${h}" fill="${backdrop}"/>
<rect x="${w * 0.64}" y="${h * 0.1}" width="${w * 0.26}" height="${h * 0.46}" rx="${w * 0.01}" fill="#ffffff" opacity="0.45"/>
<rect x="${w * 0.08}" y="${h * 0.2}" width="${w * 0.14}" height="${h * 0.36}" rx="${w * 0.01}" fill="#ffffff" opacity="0.3"/>
<path d="M ${cx - r * 2.7} ${h} Q ${cx - r * 2.6} ${shoulders} ${cx} ${shoulders - r * 0.1} Q ${cx + r * 2.6} ${shoulders} ${cx + r * 2.7} ${h} Z" fill="${look.top}"/>
${lapels}
<rect x="${cx - r * 0.32}" y="${cy + r * 0.6}" width="${r * 0.64}" height="${r * 0.85}" fill="${look.skin}"/>
${head(look, cx, cy, r)}${headwear(look, cx, cy, r)}`;
}
