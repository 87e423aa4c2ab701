/** Scenes of people together: a fair, a celebration, a café, a handshake, a signing, a team photo. */
import { figure, mirrored, randomLook, type Look } from '../people.ts';
import {
  balloon,
  banner,
  box,
  bunting,
  cup,
  gradient,
  plant,
  poleFlag,
  room,
  sheet,
  table,
  windowPane,
} from '../props.ts';
import { between, INK } from '../random.ts';
import { skyline } from '../cities.ts';
import { fit, text } from '../type.ts';
import { cityView, crowd, many, wall, type Person, type Scene } from './stage.ts';

export interface FairOptions {
  /** The stands' banners, left to right; the middle one is in front. */
  stands: readonly [string, string, string];
  visitors?: Person[];
  /** What the staff at the stands wear. */
  staff?: Person['wear'];
}

/** A fair hall: three stands with banners, staff behind the counters, visitors in front. */
export const fair =
  (options: FairOptions): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const floor = h * 0.66;
    const colours = [INK.teal, INK.accent, INK.green];
    const stands = options.stands
      .map((name, i) => {
        const x = w * (0.02 + i * 0.33);
        const sw = w * 0.3;
        return `<rect x="${x}" y="${h * 0.12}" width="${sw}" height="${h * 0.5}" fill="#ffffff"/>${banner(x, h * 0.12, sw, h * 0.1, name, colours[i], i === 1 ? INK.navy : INK.white)}
${figure(randomLook(random, { wear: options.staff ?? 'suit' }), x + sw / 2, h * 0.62, h * 0.36, 'sit')}<rect x="${x + sw * 0.1}" y="${h * 0.5}" width="${sw * 0.8}" height="${h * 0.14}" fill="${colours[i]}" opacity="0.85"/>${sheet(random, x + sw * 0.2, h * 0.46, sw * 0.14, h * 0.04, -4)}`;
      })
      .join('');
    return `${room(w, h, '#e4e9ec', floor, '#d3c8b4')}<rect width="${w}" height="${h * 0.08}" fill="#c9d3da"/>${[0.2, 0.5, 0.8].map((at) => `<rect x="${w * at - 2}" width="4" y="0" height="${h * 0.12}" fill="#9aabb8"/>`).join('')}
${stands}
${crowd(stage, w * 0.08, w * 0.92, h * 1.02, h * 0.5, options.visitors ?? [{ pose: 'back' }, { pose: 'stand' }, { pose: 'back' }, { pose: 'back' }, { pose: 'stand' }])}`;
  };

export interface PartyOptions {
  /** Balloons, string lights or bunting. */
  decoration: 'balloons' | 'lights' | 'bunting';
  /** A cake with this many candles on a table in the middle. */
  cake?: number;
  /** Speech bubbles in several languages: a language café. */
  bubbles?: readonly string[];
  /** A banner across the back wall. */
  banner?: string;
  /** Outdoors on a roof terrace, the city behind. */
  terrace?: boolean;
  people?: Person[];
}

/** A gathering: a birthday of an office, a café in many languages, a reunion on a terrace. */
export const party =
  (options: PartyOptions): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const floor = h * 0.72;
    const back = options.terrace
      ? `${gradient('party-sky', w, h, '#24405f', '#e9a071')}<g transform="translate(0 ${h * 0.3})">${skyline(random, stage.city, w, h * 0.42, '#2c3a52')}</g><rect y="${floor}" width="${w}" height="${h - floor}" fill="#8a7a6a"/><rect y="${floor - h * 0.06}" width="${w}" height="${h * 0.06}" fill="#6b5d50"/>`
      : `${room(w, h, wall(stage), floor)}${windowPane('party-window', w * 0.06, h * 0.1, w * 0.26, h * 0.36, cityView(stage, 'party-sky', w * 0.26, h * 0.36))}`;
    const decoration =
      options.decoration === 'lights'
        ? Array.from({ length: 3 }, (_, row) => {
            const y = h * (0.1 + row * 0.09);
            return `<path d="M 0 ${y} Q ${w / 2} ${y + h * 0.1} ${w} ${y}" stroke="#3a3a44" stroke-width="2" fill="none"/>${Array.from(
              { length: 14 },
              (_, i) => {
                const t = (i + 0.5) / 14;
                return `<circle cx="${w * t}" cy="${y + h * 0.2 * t * (1 - t) + h * 0.012}" r="${h * 0.011}" fill="#ffe2a0"/>`;
              },
            ).join('')}`;
          }).join('')
        : options.decoration === 'bunting'
          ? bunting(0, w, h * 0.06, h * 0.06)
          : [0.38, 0.42, 0.62, 0.66]
              .map((at, i) =>
                balloon(
                  w * at,
                  h * 0.42,
                  h * 0.08,
                  [INK.accent, INK.teal, INK.coral, INK.sage][i]!,
                ),
              )
              .join('');
    const cake = options.cake
      ? `${table(w * 0.38, h * 0.7, w * 0.24, h * 0.3, INK.paper)}<rect x="${w * 0.45}" y="${h * 0.62}" width="${w * 0.1}" height="${h * 0.08}" rx="${h * 0.01}" fill="#f3d6c6"/><rect x="${w * 0.45}" y="${h * 0.62}" width="${w * 0.1}" height="${h * 0.02}" fill="${INK.coral}"/>${Array.from({ length: options.cake }, (_, i) => `<rect x="${w * (0.497 + (i - (options.cake! - 1) / 2) * 0.02)}" y="${h * 0.57}" width="${w * 0.006}" height="${h * 0.05}" fill="${INK.teal}"/><ellipse cx="${w * (0.5 + (i - (options.cake! - 1) / 2) * 0.02)}" cy="${h * 0.56}" rx="${w * 0.005}" ry="${h * 0.012}" fill="${INK.accent}"/>`).join('')}`
      : '';
    const bubbles = (options.bubbles ?? [])
      .map((word, i) => {
        const x = w * (0.16 + i * (0.68 / Math.max(1, (options.bubbles?.length ?? 1) - 1)));
        const y = h * (0.22 + (i % 2) * 0.1);
        return `<rect x="${x - w * 0.09}" y="${y - h * 0.05}" width="${w * 0.18}" height="${h * 0.09}" rx="${h * 0.04}" fill="#ffffff" stroke="${INK.line}" stroke-width="2"/><path d="M ${x - w * 0.02} ${y + h * 0.04} l ${w * 0.01} ${h * 0.04} l ${w * 0.02} -${h * 0.04} Z" fill="#ffffff"/>${text(word, x, y + h * 0.015, fit(word, w * 0.15, { size: h * 0.045, fill: [INK.teal, INK.coral, INK.green, INK.navy][i % 4]!, weight: 700, anchor: 'middle' }))}`;
      })
      .join('');
    const people = options.people ?? many(5, { pose: 'stand' });
    const wave = people.map((person, i) => ({
      ...person,
      pose: person.pose ?? (i % 3 === 1 ? ('wave' as const) : ('stand' as const)),
    }));
    const tables = options.bubbles
      ? [0.28, 0.72]
          .map(
            (at) =>
              `${table(w * (at - 0.08), h * 0.78, w * 0.16, h * 0.22, INK.paper)}${cup(w * (at - 0.03), h * 0.78, h * 0.05)}${cup(w * (at + 0.04), h * 0.78, h * 0.05, INK.accent)}`,
          )
          .join('')
      : '';
    return `${back}${decoration}${options.banner ? banner(w * 0.36, h * 0.1, w * 0.44, h * 0.1, options.banner, INK.teal) : ''}
${crowd(stage, w * 0.1, w * 0.9, h * 0.98, h * 0.58, wave)}${cake}${tables}${bubbles}`;
  };

export interface GroupOptions {
  /** Who is in the picture, left to right. */
  people: Person[];
  /** A handshake between the two in the middle. */
  handshake?: boolean;
  /** A signing at a table, two flags behind. */
  signing?: readonly [readonly string[], readonly string[]];
  /** A sign or logo wall behind them. */
  wallSign?: string;
  /** A framed certificate on the wall with a rosette. */
  certificate?: string;
  /** Outdoors in front of the city instead of in a room. */
  outdoors?: boolean;
}

/** People posed together: a handshake, a signing, a team photo, a certificate on the wall. */
export const group =
  (options: GroupOptions): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const floor = h * 0.76;
    const back = options.outdoors
      ? cityView(stage, 'group-sky', w, h, { horizon: 0.7, distance: 0.5 })
      : `${room(w, h, wall(stage), floor)}${plant(w * 0.06, floor, h * 0.26)}${plant(w * 0.94, floor, h * 0.26)}`;
    const sign = options.wallSign
      ? `<rect x="${w * 0.3}" y="${h * 0.08}" width="${w * 0.4}" height="${h * 0.13}" rx="${h * 0.02}" fill="${INK.navy}"/>${text(options.wallSign, w * 0.5, h * 0.165, fit(options.wallSign, w * 0.36, { size: h * 0.06, fill: INK.white, face: 'serif', weight: 600, anchor: 'middle' }))}`
      : '';
    const certificate = options.certificate
      ? `<rect x="${w * 0.38}" y="${h * 0.06}" width="${w * 0.24}" height="${h * 0.3}" fill="${INK.woodDark}"/><rect x="${w * 0.392}" y="${h * 0.075}" width="${w * 0.216}" height="${h * 0.27}" fill="${INK.paper}"/>${text('CERTIFICATE', w * 0.5, h * 0.14, fit('CERTIFICATE', w * 0.18, { size: h * 0.035, fill: INK.navy, face: 'serif', weight: 700, anchor: 'middle', tracking: 0.08 }))}${text(options.certificate, w * 0.5, h * 0.2, fit(options.certificate, w * 0.18, { size: h * 0.04, fill: INK.teal, weight: 700, anchor: 'middle' }))}<circle cx="${w * 0.56}" cy="${h * 0.29}" r="${h * 0.035}" fill="${INK.accent}"/><path d="M ${w * 0.55} ${h * 0.31} l -${w * 0.01} ${h * 0.06} l ${w * 0.012} -${h * 0.012} l ${w * 0.008} ${h * 0.014} Z" fill="${INK.coral}"/>`
      : '';
    if (options.signing) {
      const [left, right] = options.signing;
      const people = options.people
        .slice(0, 2)
        .map((person, i) =>
          figure(
            randomLook(random, { wear: 'suit', ...person.look }),
            w * (0.4 + i * 0.2),
            h * 0.86,
            h * 0.5,
            'sit',
          ),
        )
        .join('');
      const witnesses = crowd(
        stage,
        w * 0.14,
        w * 0.86,
        h * 0.8,
        h * 0.62,
        options.people.slice(2),
      );
      return `${back}${sign}${poleFlag(w * 0.26, floor, h * 0.48, left)}${poleFlag(w * 0.7, floor, h * 0.48, right)}${witnesses}${people}${table(w * 0.22, h * 0.72, w * 0.56, h * 0.28, INK.woodDark)}${sheet(random, w * 0.36, h * 0.705, w * 0.1, h * 0.02)}${sheet(random, w * 0.54, h * 0.705, w * 0.1, h * 0.02)}<path d="M ${w * 0.445} ${h * 0.7} l ${w * 0.03} -${h * 0.05}" stroke="${INK.navy}" stroke-width="5" stroke-linecap="round"/>`;
    }
    const count = options.people.length;
    const middle = (count - 1) / 2;
    const people = options.people
      .map((person, i) => {
        const look: Look = randomLook(random, { wear: person.wear ?? 'suit', ...person.look });
        const shaking = options.handshake === true && Math.abs(i - middle) === 0.5;
        const x = shaking
          ? w * 0.5 + Math.sign(i - middle) * h * 0.19
          : w * 0.5 + ((i - middle) * (w * 0.72)) / Math.max(1, count);
        const pose = person.pose ?? 'stand';
        if (shaking) {
          const drawing = figure(look, x, h * 0.98, h * 0.64, 'point');
          return i < middle ? drawing : mirrored(drawing, x);
        }
        return figure(look, x, h * (0.96 + (i % 2) * 0.02), h * 0.62, pose);
      })
      .join('');
    return `${back}${sign}${certificate}${people}`;
  };

/** A collection drive: boxes of coats and scarves, a clothes rail, volunteers sorting, snow outside. */
export const drive =
  (options: { sign: string }): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const floor = h * 0.74;
    const snow = `<rect width="${w * 0.26}" height="${h * 0.36}" fill="#b9cfdb"/>${Array.from({ length: 26 }, () => `<circle cx="${between(random, 0, w * 0.26)}" cy="${between(random, 0, h * 0.36)}" r="${h * 0.006}" fill="#ffffff"/>`).join('')}<rect y="${h * 0.3}" width="${w * 0.26}" height="${h * 0.06}" fill="#ffffff"/>`;
    const coats = Array.from({ length: 6 }, (_, i) => {
      const x = w * (0.56 + i * 0.06);
      const colour = [INK.coral, INK.teal, INK.accent, INK.green, '#55405f', INK.navy][i]!;
      return `<path d="M ${x} ${h * 0.2} v ${h * 0.03}" stroke="#6b7785" stroke-width="3"/><path d="M ${x - w * 0.025} ${h * 0.24} L ${x + w * 0.025} ${h * 0.24} L ${x + w * 0.032} ${h * 0.46} L ${x - w * 0.032} ${h * 0.46} Z" fill="${colour}"/>`;
    }).join('');
    const rail = `<path d="M ${w * 0.52} ${floor} V ${h * 0.2} H ${w * 0.94} V ${floor}" stroke="#8a8f98" stroke-width="${h * 0.012}" fill="none"/>${coats}`;
    const crates = [0.1, 0.26]
      .map(
        (at, i) =>
          `${box(w * at, h * 0.96, w * 0.14, h * 0.16)}${[0, 1, 2].map((j) => `<path d="M ${w * (at + 0.015 + j * 0.04)} ${h * 0.8} q ${w * 0.02} -${h * 0.05} ${w * 0.04} 0" fill="${[INK.coral, INK.accent, INK.teal][(i + j) % 3]}"/>`).join('')}`,
      )
      .join('');
    return `${room(w, h, wall(stage), floor)}${windowPane('drive-window', w * 0.06, h * 0.1, w * 0.26, h * 0.36, snow, 2)}${banner(w * 0.34, h * 0.08, w * 0.16, h * 0.08, options.sign, INK.accent, INK.navy)}${rail}
${crowd(stage, w * 0.44, w * 0.7, h * 0.98, h * 0.56, [{ pose: 'hold' }, { pose: 'wave' }])}${crates}`;
  };
