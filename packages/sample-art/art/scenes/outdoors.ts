/**
 * Scenes outdoors and at work sites: a building with its sign, a harbour terminal, a building
 * site, a warehouse, a street market, a water point, a run, a match, the coast, the city.
 */
import { skyline } from '../cities.ts';
import { figure, hands, randomLook } from '../people.ts';
import {
  balloon,
  banner,
  box,
  bunting,
  clouds,
  containers,
  crane,
  facade,
  gradient,
  plant,
} from '../props.ts';
import { between, CLOTHES, INK, pick } from '../random.ts';
import { fit, text } from '../type.ts';
import { cityView, crowd, many, type Person, type Scene } from './stage.ts';

export interface BuildingOptions {
  /** The name over the door. */
  name: string;
  /** A banner across the front (Open day) and balloons by the door. */
  banner?: string;
  balloons?: boolean;
  /** On the quay: water and moored boats in front. */
  quay?: boolean;
  people?: Person[];
}

/** A building seen from the street, its name over the door, people arriving. */
export const building =
  (options: BuildingOptions): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const ground = h * 0.8;
    const door = `<rect x="${w * 0.44}" y="${ground - h * 0.22}" width="${w * 0.12}" height="${h * 0.22}" fill="${INK.navy}"/><rect x="${w * 0.455}" y="${ground - h * 0.2}" width="${w * 0.045}" height="${h * 0.2}" fill="#9fcadb"/><rect x="${w * 0.5}" y="${ground - h * 0.2}" width="${w * 0.045}" height="${h * 0.2}" fill="#9fcadb"/>`;
    const name = `<rect x="${w * 0.3}" y="${ground - h * 0.4}" width="${w * 0.4}" height="${h * 0.08}" fill="${INK.navy}"/>${text(options.name, w * 0.5, ground - h * 0.345, fit(options.name, w * 0.36, { size: h * 0.05, fill: INK.white, face: 'serif', weight: 600, anchor: 'middle' }))}`;
    const water = options.quay
      ? `<rect y="${ground + h * 0.04}" width="${w}" height="${h - ground}" fill="${INK.sea}"/>${Array.from({ length: 5 }, (_, i) => `<rect x="${between(random, 0, w * 0.8)}" y="${ground + h * (0.08 + i * 0.025)}" width="${w * 0.12}" height="3" fill="#ffffff" opacity="0.4"/>`).join('')}<path d="M ${w * 0.7} ${ground + h * 0.08} h ${w * 0.22} l -${w * 0.03} ${h * 0.06} h -${w * 0.16} Z" fill="${INK.coral}"/><rect x="${w * 0.76}" y="${ground + h * 0.02}" width="${w * 0.06}" height="${h * 0.06}" fill="#ffffff"/>`
      : '';
    const extras = `${options.banner ? banner(w * 0.28, ground - h * 0.62, w * 0.44, h * 0.1, options.banner, INK.accent, INK.navy) : ''}${options.balloons ? [0.38, 0.41, 0.59, 0.62].map((at, i) => balloon(w * at, ground - h * 0.02, h * 0.07, [INK.accent, INK.coral, INK.teal, INK.sage][i]!)).join('') : ''}`;
    const people = options.quay
      ? crowd(stage, w * 0.1, w * 0.3, ground + h * 0.03, h * 0.28, options.people ?? many(2))
      : crowd(stage, w * 0.16, w * 0.84, h * 0.98, h * 0.36, options.people ?? many(4));
    return `${cityView(stage, 'building-sky', w, h, { horizon: 0.8, distance: 0.45 })}
${facade(random, w * 0.06, ground, w * 0.2, h * 0.42, '#c7b299')}${facade(random, w * 0.74, ground, w * 0.2, h * 0.5, '#b9c4cc')}
${facade(random, w * 0.24, ground, w * 0.52, h * 0.7, '#e9e2d6', '#9fcadb', 0)}${door}${name}${extras}
<rect y="${ground}" width="${w}" height="${h * 0.04}" fill="#9aa1a8"/>${options.quay ? '' : `<rect y="${ground + h * 0.04}" width="${w}" height="${h}" fill="#c9cfd4"/>`}${water}${plant(w * 0.36, ground, h * 0.12)}${plant(w * 0.64, ground, h * 0.12)}${people}`;
  };

/** A container terminal: a ship alongside, cranes, stacks, a surveyor with a clipboard. */
export const terminal: Scene = (stage) => {
  const { random, w, h } = stage;
  const quay = h * 0.66;
  const surveyor = randomLook(random, { wear: 'hardhat' });
  const at = hands(w * 0.3, h * 0.98, h * 0.52);
  return `${cityView(stage, 'terminal-sky', w, h, { horizon: 0.58, distance: 0.2 })}
<rect y="${h * 0.58}" width="${w}" height="${h * 0.08}" fill="${INK.sea}"/>
<path d="M ${w * 0.04} ${quay - h * 0.04} L ${w * 0.62} ${quay - h * 0.04} L ${w * 0.58} ${quay + h * 0.02} L ${w * 0.08} ${quay + h * 0.02} Z" fill="${INK.navy}"/>${containers(random, w * 0.1, quay - h * 0.04, h * 0.045, 10)}<rect x="${w * 0.5}" y="${quay - h * 0.2}" width="${w * 0.07}" height="${h * 0.16}" fill="#ffffff"/>
${crane(w * 0.66, quay, h * 0.48)}${crane(w * 0.84, quay, h * 0.44, INK.coral)}
<rect y="${quay}" width="${w}" height="${h - quay}" fill="#b8bfc5"/><path d="M 0 ${quay + h * 0.05} H ${w}" stroke="#e9f06a" stroke-width="${h * 0.008}" stroke-dasharray="${w * 0.03} ${w * 0.02}"/>
${containers(random, w * 0.52, h * 0.9, h * 0.06, 4)}
${figure(surveyor, w * 0.3, h * 0.98, h * 0.52, 'hold')}<rect x="${at.x - h * 0.05}" y="${at.y - h * 0.07}" width="${h * 0.1}" height="${h * 0.13}" fill="${INK.woodDark}"/><rect x="${at.x - h * 0.04}" y="${at.y - h * 0.055}" width="${h * 0.08}" height="${h * 0.1}" fill="#ffffff"/>`;
};

/** A building site: a tower going up, a tower crane, an engineer in a hard hat. */
export const site =
  (options: { people?: number } = {}): Scene =>
  (stage) => {
    const { w, h } = stage;
    const ground = h * 0.8;
    const floors = 9;
    const tower = Array.from({ length: floors }, (_, i) => {
      const y = ground - (i + 1) * h * 0.065;
      const done = i < 6;
      return done
        ? `<rect x="${w * 0.36}" y="${y}" width="${w * 0.22}" height="${h * 0.065}" fill="${i % 2 ? '#9fcadb' : '#b9d7e3'}" stroke="#6b7785" stroke-width="2"/>`
        : `<rect x="${w * 0.36}" y="${y + h * 0.055}" width="${w * 0.22}" height="${h * 0.01}" fill="#8a8f98"/>${[0, 0.33, 0.66, 1].map((at) => `<rect x="${w * (0.36 + at * 0.215)}" y="${y}" width="${w * 0.007}" height="${h * 0.065}" fill="#8a8f98"/>`).join('')}`;
    }).join('');
    const towerCrane = `<g stroke="${INK.accent}" stroke-width="${w * 0.006}" fill="none"><path d="M ${w * 0.68} ${ground} V ${h * 0.08} M ${w * 0.7} ${ground} V ${h * 0.08} M ${w * 0.4} ${h * 0.1} H ${w * 0.9} M ${w * 0.68} ${h * 0.08} L ${w * 0.45} ${h * 0.1} M ${w * 0.7} ${h * 0.08} L ${w * 0.88} ${h * 0.1}"/></g><path d="M ${w * 0.5} ${h * 0.1} V ${h * 0.26}" stroke="#3a3a44" stroke-width="2"/><rect x="${w * 0.47}" y="${h * 0.26}" width="${w * 0.06}" height="${h * 0.025}" fill="${INK.coral}"/><rect x="${w * 0.84}" y="${h * 0.1}" width="${w * 0.05}" height="${h * 0.04}" fill="#6b7785"/>`;
    return `${cityView(stage, 'site-sky', w, h, { horizon: 0.8, distance: 0.4 })}${tower}${towerCrane}
<rect y="${ground}" width="${w}" height="${h - ground}" fill="#c8a97e"/><path d="M 0 ${ground} H ${w}" stroke="#e9f06a" stroke-width="${h * 0.01}" stroke-dasharray="${w * 0.02} ${w * 0.015}"/>
${box(w * 0.08, ground + h * 0.08, w * 0.1, h * 0.06)}
${crowd(
  stage,
  w * 0.2,
  w * 0.8,
  h * 0.98,
  h * 0.42,
  many(options.people ?? 2, { wear: 'hardhat' }).map((p, i) => ({
    ...p,
    pose: i === 0 ? 'point' : 'stand',
  })),
)}`;
  };

/** A warehouse: racks of goods, a forklift, staff in hi-vis checking stock. */
export const warehouse =
  (options: { inspector?: boolean } = {}): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const floor = h * 0.78;
    const racks = [0.04, 0.7]
      .map((at) => {
        const x = w * at;
        const levels = [0.2, 0.4, 0.6];
        return `<rect x="${x}" y="${h * 0.14}" width="${w * 0.008}" height="${floor - h * 0.14}" fill="${INK.teal}"/><rect x="${x + w * 0.25}" y="${h * 0.14}" width="${w * 0.008}" height="${floor - h * 0.14}" fill="${INK.teal}"/>${levels.map((level) => `<rect x="${x}" y="${h * level + h * 0.14}" width="${w * 0.258}" height="${h * 0.012}" fill="${INK.accent}"/>${Array.from({ length: 3 }, (_, i) => box(x + w * (0.015 + i * 0.08), h * level + h * 0.14, w * 0.07, h * between(random, 0.07, 0.12))).join('')}`).join('')}`;
      })
      .join('');
    const forklift = `<rect x="${w * 0.38}" y="${h * 0.62}" width="${w * 0.14}" height="${h * 0.14}" rx="${h * 0.01}" fill="${INK.accent}"/><rect x="${w * 0.4}" y="${h * 0.5}" width="${w * 0.08}" height="${h * 0.12}" fill="none" stroke="#3a3a44" stroke-width="4"/><rect x="${w * 0.52}" y="${h * 0.46}" width="${w * 0.01}" height="${h * 0.3}" fill="#3a3a44"/><rect x="${w * 0.53}" y="${h * 0.72}" width="${w * 0.07}" height="${h * 0.012}" fill="#3a3a44"/>${box(w * 0.535, h * 0.72, w * 0.06, h * 0.08)}<circle cx="${w * 0.41}" cy="${h * 0.77}" r="${h * 0.03}" fill="#2a2a2e"/><circle cx="${w * 0.49}" cy="${h * 0.77}" r="${h * 0.03}" fill="#2a2a2e"/>`;
    const inspector = options.inspector
      ? (() => {
          const at = hands(w * 0.66, h * 0.98, h * 0.5);
          return `${figure(randomLook(random, { wear: 'suit' }), w * 0.66, h * 0.98, h * 0.5, 'hold')}<rect x="${at.x - h * 0.05}" y="${at.y - h * 0.07}" width="${h * 0.1}" height="${h * 0.13}" fill="${INK.woodDark}"/><rect x="${at.x - h * 0.04}" y="${at.y - h * 0.055}" width="${h * 0.08}" height="${h * 0.1}" fill="#ffffff"/>`;
        })()
      : '';
    return `<rect width="${w}" height="${h}" fill="#dfe3e6"/>${[0.2, 0.5, 0.8].map((at) => `<rect x="${w * at - w * 0.06}" y="0" width="${w * 0.12}" height="${h * 0.06}" fill="#f7f3d0"/>`).join('')}<rect y="${floor}" width="${w}" height="${h - floor}" fill="#a9b0b6"/>${racks}${forklift}
${crowd(stage, w * 0.28, w * 0.34, h * 0.98, h * 0.5, [{ wear: 'hardhat' }])}${inspector}`;
  };

/** A street market: stalls under awnings, a researcher with a clipboard asking questions. */
export const market: Scene = (stage) => {
  const { random, w, h } = stage;
  const ground = h * 0.72;
  const stalls = [0.04, 0.36, 0.68]
    .map((at, i) => {
      const x = w * at;
      const colour = [INK.coral, INK.teal, INK.accent][i]!;
      const stripes = Array.from(
        { length: 6 },
        (_, j) =>
          `<path d="M ${x + j * w * 0.047} ${h * 0.32} h ${w * 0.047} l -${w * 0.005} ${h * 0.06} h -${w * 0.037} Z" fill="${j % 2 ? '#ffffff' : colour}"/>`,
      ).join('');
      const goods = Array.from(
        { length: 8 },
        (_, j) =>
          `<circle cx="${x + w * (0.03 + j * 0.032)}" cy="${h * 0.54}" r="${h * 0.022}" fill="${pick(random, ['#e25b3d', '#f4a328', '#7fb04d', '#d9c04a'])}"/>`,
      ).join('');
      return `<rect x="${x + w * 0.01}" y="${h * 0.32}" width="${w * 0.006}" height="${ground - h * 0.32}" fill="#6b5d50"/><rect x="${x + w * 0.27}" y="${h * 0.32}" width="${w * 0.006}" height="${ground - h * 0.32}" fill="#6b5d50"/>${figure(randomLook(random), x + w * 0.14, h * 0.62, h * 0.3, 'sit')}<rect x="${x}" y="${h * 0.55}" width="${w * 0.28}" height="${h * 0.17}" fill="${INK.wood}"/>${goods}${stripes}`;
    })
    .join('');
  const at = hands(w * 0.46, h * 0.98, h * 0.5);
  return `${cityView(stage, 'market-sky', w, h, { horizon: 0.72, distance: 0.45 })}${stalls}<rect y="${ground}" width="${w}" height="${h - ground}" fill="#d9cbb5"/>
${crowd(stage, w * 0.14, w * 0.3, h * 0.98, h * 0.48, [{ pose: 'stand' }, { pose: 'stand' }])}${figure(randomLook(random, { wear: 'suit' }), w * 0.46, h * 0.98, h * 0.5, 'hold')}<rect x="${at.x - h * 0.05}" y="${at.y - h * 0.07}" width="${h * 0.1}" height="${h * 0.13}" fill="${INK.woodDark}"/><rect x="${at.x - h * 0.04}" y="${at.y - h * 0.055}" width="${h * 0.08}" height="${h * 0.1}" fill="#ffffff"/>${crowd(stage, w * 0.66, w * 0.86, h * 0.98, h * 0.48, [{ pose: 'stand' }, { pose: 'wave' }])}`;
};

/** A water point: a tank and taps, people filling cans, the harbour district behind. */
export const waterPoint: Scene = (stage) => {
  const { w, h } = stage;
  const ground = h * 0.74;
  const tank = `<rect x="${w * 0.38}" y="${h * 0.16}" width="${w * 0.24}" height="${h * 0.34}" rx="${w * 0.02}" fill="${INK.sea}"/><rect x="${w * 0.38}" y="${h * 0.24}" width="${w * 0.24}" height="${h * 0.02}" fill="#ffffff" opacity="0.5"/><path d="M ${w * 0.45} ${h * 0.36} q ${w * 0.01} -${h * 0.05} ${w * 0.02} 0 q 0 ${h * 0.02} -${w * 0.01} ${h * 0.02} q -${w * 0.01} 0 -${w * 0.01} -${h * 0.02} Z" fill="#ffffff"/>${text('Clean water', w * 0.5, h * 0.44, fit('Clean water', w * 0.2, { size: h * 0.04, fill: INK.white, weight: 700, anchor: 'middle' }))}<rect x="${w * 0.4}" y="${h * 0.5}" width="${w * 0.02}" height="${ground - h * 0.5}" fill="#6b7785"/><rect x="${w * 0.58}" y="${h * 0.5}" width="${w * 0.02}" height="${ground - h * 0.5}" fill="#6b7785"/>`;
  const taps = [0.44, 0.56]
    .map(
      (at) =>
        `<path d="M ${w * at} ${h * 0.5} v ${h * 0.06} h ${w * 0.02}" stroke="#8a8f98" stroke-width="${h * 0.015}" fill="none"/><path d="M ${w * (at + 0.02)} ${h * 0.57} v ${h * 0.07}" stroke="#9fcadb" stroke-width="${h * 0.008}"/><rect x="${w * (at + 0.005)}" y="${h * 0.64}" width="${w * 0.035}" height="${h * 0.09}" rx="${h * 0.01}" fill="${at < 0.5 ? INK.accent : INK.coral}"/>`,
    )
    .join('');
  return `${cityView(stage, 'water-sky', w, h, { horizon: 0.74, distance: 0.4 })}<rect y="${ground}" width="${w}" height="${h - ground}" fill="#cdbb9f"/>${tank}${taps}
${crowd(stage, w * 0.12, w * 0.28, h * 0.98, h * 0.5, [{ look: { style: 'hijab' } }, { pose: 'stand' }])}${crowd(stage, w * 0.72, w * 0.88, h * 0.98, h * 0.5, [{ pose: 'wave' }, { pose: 'stand' }])}${[0.2, 0.8].map((at, i) => `<rect x="${w * at - h * 0.03}" y="${h * 0.9}" width="${h * 0.06}" height="${h * 0.08}" rx="${h * 0.008}" fill="${i ? INK.teal : INK.accent}"/>`).join('')}`;
};

/** A charity run: runners with numbers, a finish arch with the cause's name. */
export const run =
  (options: { arch: string }): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const ground = h * 0.7;
    const runners = Array.from({ length: 4 }, (_, i) => {
      const x = w * (0.2 + i * 0.19);
      const height = h * (0.5 - (i % 2) * 0.04);
      const look = randomLook(random, { top: pick(random, CLOTHES) });
      return `${figure(look, x, h * 0.96 - (i % 2) * h * 0.03, height, i % 2 ? 'wave' : 'stand')}<rect x="${x - height * 0.06}" y="${h * 0.96 - height * 0.62}" width="${height * 0.12}" height="${height * 0.08}" fill="#ffffff"/>${text(String(100 + i * 17), x, h * 0.96 - height * 0.56, { size: height * 0.05, fill: INK.text, weight: 700, anchor: 'middle' })}`;
    }).join('');
    return `${cityView(stage, 'run-sky', w, h, { horizon: 0.7, distance: 0.4 })}<rect y="${ground}" width="${w}" height="${h - ground}" fill="#8a8f98"/><path d="M ${w * 0.5} ${ground} L ${w * 0.3} ${h} M ${w * 0.5} ${ground} L ${w * 0.7} ${h}" stroke="#ffffff" stroke-width="${h * 0.01}" opacity="0.6"/>
<rect x="${w * 0.1}" y="${h * 0.12}" width="${w * 0.03}" height="${ground - h * 0.12}" fill="${INK.teal}"/><rect x="${w * 0.87}" y="${h * 0.12}" width="${w * 0.03}" height="${ground - h * 0.12}" fill="${INK.teal}"/>${banner(w * 0.1, h * 0.1, w * 0.8, h * 0.11, options.arch, INK.teal)}${bunting(w * 0.13, w * 0.87, h * 0.24, h * 0.04)}
${runners}`;
  };

/** A football match after school on a green pitch. */
export const football: Scene = (stage) => {
  const { random, w, h } = stage;
  const pitch = h * 0.52;
  const players = Array.from({ length: 5 }, (_, i) => {
    const x = w * (0.14 + i * 0.18);
    const y = h * (0.9 - (i % 2) * 0.12);
    return figure(
      randomLook(random, { top: i % 2 ? INK.accent : INK.teal, bottom: '#ffffff' }),
      x,
      y,
      h * (0.34 - (i % 2) * 0.06),
      i === 2 ? 'wave' : 'stand',
    );
  }).join('');
  return `${cityView(stage, 'pitch-sky', w, h, { horizon: 0.52, distance: 0.3 })}<rect y="${pitch}" width="${w}" height="${h - pitch}" fill="#6fae6a"/>${Array.from({ length: 5 }, (_, i) => `<rect y="${pitch + i * h * 0.1}" width="${w}" height="${h * 0.05}" fill="#7dbb77"/>`).join('')}<path d="M ${w * 0.5} ${pitch} V ${h}" stroke="#ffffff" stroke-width="${h * 0.008}"/><ellipse cx="${w * 0.5}" cy="${h * 0.72}" rx="${w * 0.12}" ry="${h * 0.07}" stroke="#ffffff" stroke-width="${h * 0.008}" fill="none"/>
<path d="M ${w * 0.02} ${h * 0.62} V ${h * 0.44} H ${w * 0.16} V ${h * 0.62}" stroke="#ffffff" stroke-width="${h * 0.012}" fill="none"/><path d="M ${w * 0.84} ${h * 0.62} V ${h * 0.44} H ${w * 0.98} V ${h * 0.62}" stroke="#ffffff" stroke-width="${h * 0.012}" fill="none"/>
${players}<circle cx="${w * 0.56}" cy="${h * 0.92}" r="${h * 0.025}" fill="#ffffff" stroke="#1f2a33" stroke-width="2"/>`;
};

/** The coast: sea, sand, a picnic rug, colleagues on an outing. */
export const coast: Scene = (stage) => {
  const { random, w, h } = stage;
  const sea = h * 0.5;
  const sand = h * 0.64;
  return `${gradient('coast-sky', w, sea, '#8fc3d8', '#e4f1f5')}${clouds(random, w, sea, 3)}<path d="M ${w * 0.7} ${sea} L ${w * 0.78} ${h * 0.3} L ${w * 0.86} ${sea} Z" fill="#f3f1e7"/><rect x="${w * 0.78}" y="${h * 0.3}" width="${w * 0.004}" height="${sea - h * 0.3}" fill="#6b7785"/>
<rect y="${sea}" width="${w}" height="${sand - sea}" fill="${INK.sea}"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${between(random, 0, w * 0.85)}" y="${sea + h * (0.02 + i * 0.02)}" width="${w * 0.1}" height="3" fill="#ffffff" opacity="0.5"/>`).join('')}
<path d="M 0 ${sand} Q ${w * 0.5} ${sand - h * 0.03} ${w} ${sand} V ${h} H 0 Z" fill="#efdcb5"/>
<path d="M ${w * 0.3} ${h * 0.86} L ${w * 0.7} ${h * 0.86} L ${w * 0.76} ${h * 0.98} L ${w * 0.24} ${h * 0.98} Z" fill="${INK.coral}"/><path d="M ${w * 0.4} ${h * 0.86} L ${w * 0.36} ${h * 0.98} M ${w * 0.6} ${h * 0.86} L ${w * 0.64} ${h * 0.98}" stroke="#ffffff" stroke-width="${h * 0.015}"/>
<path d="M ${w * 0.86} ${h * 0.9} V ${h * 0.52}" stroke="#6b5d50" stroke-width="${h * 0.01}"/><path d="M ${w * 0.74} ${h * 0.56} Q ${w * 0.86} ${h * 0.42} ${w * 0.98} ${h * 0.56} Z" fill="${INK.accent}"/>
${crowd(stage, w * 0.16, w * 0.74, h * 0.92, h * 0.48, [{ pose: 'wave' }, {}, { pose: 'wave' }, {}, {}])}`;
};

/** The city across the water with an arched bridge: the group's own mark, at large. */
export const bridge: Scene = (stage) => {
  const { random, w, h } = stage;
  const water = h * 0.72;
  const [top, bottom] = stage.evening ? ['#1f3c5a', '#f0a36b'] : ['#7fb6cc', '#e9f2f4'];
  return `${gradient('bridge-sky', w, h, top, bottom)}${stage.evening ? `<circle cx="${w * 0.72}" cy="${h * 0.5}" r="${h * 0.08}" fill="#ffd7a0" opacity="0.8"/>` : clouds(random, w, water, 3)}
<g transform="translate(0 ${water - h * 0.42})">${skyline(random, stage.city, w, h * 0.42, stage.evening ? '#2c3a52' : '#7c95a5')}</g>
${facade(random, w * 0.02, water, w * 0.09, h * 0.3, stage.evening ? '#1d2c40' : '#5d7585', stage.evening ? '#2c3a52' : '#9fcadb', stage.evening ? 0.5 : 0)}${facade(random, w * 0.89, water, w * 0.09, h * 0.36, stage.evening ? '#1d2c40' : '#5d7585', stage.evening ? '#2c3a52' : '#9fcadb', stage.evening ? 0.5 : 0)}
<rect y="${water}" width="${w}" height="${h - water}" fill="${stage.evening ? '#23405c' : INK.sea}"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${between(random, 0, w * 0.9)}" y="${water + h * (0.03 + i * 0.025)}" width="${w * between(random, 0.04, 0.12)}" height="3" fill="#ffd7a0" opacity="0.35"/>`).join('')}
<path d="M ${w * 0.18} ${water - h * 0.08} Q ${w * 0.5} ${h * 0.26} ${w * 0.82} ${water - h * 0.08}" stroke="#f4f1ea" stroke-width="${h * 0.026}" fill="none"/>${Array.from(
    { length: 11 },
    (_, i) => {
      const t = (i + 1) / 12;
      const x = w * (0.18 + 0.64 * t);
      const y = water - h * 0.08 - (water - h * 0.08 - h * 0.26) * 2 * t * (1 - t);
      return `<path d="M ${x} ${Math.min(y + h * 0.01, water - h * 0.08)} V ${water - h * 0.08}" stroke="#f4f1ea" stroke-width="${h * 0.005}"/>`;
    },
  ).join(
    '',
  )}<rect x="0" y="${water - h * 0.09}" width="${w}" height="${h * 0.02}" fill="#f4f1ea"/><rect x="${w * 0.17}" y="${water - h * 0.09}" width="${w * 0.02}" height="${h * 0.12}" fill="#d8d2c4"/><rect x="${w * 0.81}" y="${water - h * 0.09}" width="${w * 0.02}" height="${h * 0.12}" fill="#d8d2c4"/>`;
};
