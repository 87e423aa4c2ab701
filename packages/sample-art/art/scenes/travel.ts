/** Scenes of going abroad: an airport hall, a flight, a family setting off, a new home. */
import { figure, hands, headOf, mirrored, randomLook, type Look } from '../people.ts';
import {
  box,
  clouds,
  gradient,
  plane,
  plant,
  room,
  sheet,
  sign,
  suitcase,
  table,
  tick,
  windowPane,
} from '../props.ts';
import { CLOTHES, INK, pick } from '../random.ts';
import { skyline } from '../cities.ts';
import { fit, text } from '../type.ts';
import { cityView, many, wall, type Person, type Scene } from './stage.ts';

export interface AirportOptions {
  /** The board's heading: ARRIVALS, DEPARTURES. */
  board: string;
  /** Rows shown on the board, e.g. a flight and its status. */
  rows: ReadonlyArray<readonly [string, string]>;
  /** A welcome sign held up, with these words. */
  welcome?: string;
  travellers?: Person[];
  /** A plane outside the window, taking off or at the gate. */
  plane?: boolean;
  /** Travellers sit waiting on a row of seats. */
  seated?: boolean;
}

/** An airport hall: a flight board, tall windows, people with their luggage. */
export const airport =
  (options: AirportOptions): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const floor = h * 0.7;
    const view = `${cityView(stage, 'airport-sky', w, h * 0.5, { horizon: 0.86, distance: 0.3 })}${options.plane ? plane(w * 0.26, h * 0.2, w * 0.3) : ''}`;
    const boardX = w * 0.2;
    const boardW = w * 0.27;
    const rows = options.rows
      .map(
        ([place, status], i) =>
          text(
            place,
            boardX + boardW * 0.06,
            h * (0.2 + i * 0.065),
            fit(place, boardW * 0.55, { size: h * 0.035, fill: '#f4f1e7', weight: 600 }),
          ) +
          text(
            status,
            boardX + boardW * 0.94,
            h * (0.2 + i * 0.065),
            fit(status, boardW * 0.36, {
              size: h * 0.035,
              fill: /cancel|delay/i.test(status) ? INK.coral : INK.accent,
              weight: 700,
              anchor: 'end',
            }),
          ),
      )
      .join('');
    const travellers = options.travellers ?? many(3);
    const people = travellers
      .map((person, i) => {
        // Travellers and their welcome keep to the middle, where a gallery's square crop looks.
        const x =
          w *
          ((options.welcome ? 0.46 : 0.34) +
            i * ((options.welcome ? 0.3 : 0.34) / Math.max(1, travellers.length - 1)));
        const look = randomLook(random, { wear: person.wear ?? 'casual', ...person.look });
        if (options.seated) {
          // On the bench (its top at 0.8 h): the body from the hips up, shins down to the floor, the case at the side.
          const tall = h * 0.56;
          const shins = [-1, 1]
            .map(
              (side) =>
                `<rect x="${x + side * tall * 0.06 - tall * 0.04}" y="${h * 0.8}" width="${tall * 0.08}" height="${h * 0.14}" fill="${look.bottom}"/><ellipse cx="${x + side * tall * 0.07}" cy="${h * 0.945}" rx="${tall * 0.055}" ry="${tall * 0.018}" fill="#2a2a2e"/>`,
            )
            .join('');
          return `${figure(look, x, h * 0.8 + tall * 0.47, tall, 'sit')}${shins}${suitcase(x + h * 0.15, h * 0.96, h * 0.2, pick(random, CLOTHES))}`;
        }
        return `${figure(look, x, h * 0.96, h * 0.56, person.pose ?? 'stand')}${suitcase(x + h * 0.09, h * 0.96, h * 0.2, pick(random, CLOTHES))}`;
      })
      .join('');
    const seats = options.seated
      ? `<rect x="${w * 0.26}" y="${h * 0.66}" width="${w * 0.56}" height="${h * 0.14}" rx="${h * 0.02}" fill="#0e4a61"/><rect x="${w * 0.26}" y="${h * 0.78}" width="${w * 0.56}" height="${h * 0.04}" rx="${h * 0.015}" fill="${INK.teal}"/><rect x="${w * 0.3}" y="${h * 0.82}" width="${w * 0.015}" height="${h * 0.14}" fill="#6b7785"/><rect x="${w * 0.77}" y="${h * 0.82}" width="${w * 0.015}" height="${h * 0.14}" fill="#6b7785"/>`
      : '';
    const welcome = options.welcome
      ? (() => {
          const at = hands(w * 0.3, h * 0.98, h * 0.6);
          return `${figure(randomLook(random, { wear: 'suit' }), w * 0.3, h * 0.98, h * 0.6, 'hold')}${sign(at.x, at.y, h * 0.34, options.welcome)}`;
        })()
      : '';
    return `${room(w, h, '#e9eef1', floor, '#c9d3da')}
${windowPane('airport-window', w * 0.5, h * 0.06, w * 0.46, h * 0.5, view, 3)}
<rect x="${boardX}" y="${h * 0.06}" width="${boardW}" height="${h * (0.1 + options.rows.length * 0.065)}" rx="${h * 0.01}" fill="#1f2a33"/>
${text(options.board, boardX + boardW / 2, h * 0.125, fit(options.board, boardW * 0.8, { size: h * 0.045, fill: INK.white, weight: 800, anchor: 'middle', tracking: 0.08 }))}${rows}
${seats}${people}${welcome}`;
  };

/** A plane climbing over the clouds above the city. */
export const flight: Scene = (stage) => {
  const { random, w, h } = stage;
  return `${gradient('flight-sky', w, h, stage.evening ? '#2e5878' : '#6fb0cc', stage.evening ? '#f2b27a' : '#e6f2f6')}
<g transform="translate(0 ${h * 0.62})">${skyline(random, stage.city, w, h * 0.38, stage.evening ? '#3d4f6a' : '#8fa9b8')}</g>
${clouds(random, w, h * 0.8, 4)}
<path d="M ${w * 0.05} ${h * 0.68} Q ${w * 0.3} ${h * 0.6} ${w * 0.42} ${h * 0.46}" stroke="#ffffff" stroke-width="${h * 0.012}" fill="none" opacity="0.7"/>
<g transform="rotate(-14 ${w * 0.56} ${h * 0.38})">${plane(w * 0.56, h * 0.38, w * 0.42)}</g>`;
};

export interface HomeOptions {
  /** Boxes being unpacked in a new flat, or luggage by the front door. */
  boxes?: boolean;
  /** A checklist held up, with ticks. */
  checklist?: boolean;
  /** Keys handed over by the person on the left. */
  keys?: boolean;
  family?: Person[];
}

/** A family at a front door or in a new flat: luggage, boxes, a checklist, keys. */
export const home =
  (options: HomeOptions): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const floor = h * 0.78;
    const family = options.family ?? [
      { look: { style: 'short' } },
      { look: { style: 'long', skirt: true } },
      { look: { style: 'ponytail' } },
    ];
    const people = family
      .map((person, i) => {
        const child = i >= 2;
        const x = w * (0.42 + i * 0.13);
        return figure(
          randomLook(random, { ...person.look }),
          x,
          h * 0.96,
          h * (child ? 0.36 : 0.6),
          i === 0 && options.checklist ? 'hold' : (person.pose ?? 'stand'),
        );
      })
      .join('');
    const checklist = options.checklist
      ? (() => {
          const at = hands(w * 0.42, h * 0.96, h * 0.6);
          return `<rect x="${at.x - h * 0.08}" y="${at.y - h * 0.12}" width="${h * 0.16}" height="${h * 0.2}" fill="#ffffff" stroke="${INK.line}" stroke-width="3"/>${[0, 1, 2].map((i) => `${tick(at.x - h * 0.045, at.y - h * 0.075 + i * h * 0.055, h * 0.018)}<rect x="${at.x - h * 0.015}" y="${at.y - h * 0.082 + i * h * 0.055}" width="${h * 0.08}" height="${h * 0.012}" fill="${INK.steel}"/>`).join('')}`;
        })()
      : '';
    const keys = options.keys
      ? `${mirrored(figure(randomLook(random, { wear: 'suit' }), w * 0.22, h * 0.96, h * 0.6, 'point'), w * 0.22)}<circle cx="${w * 0.3}" cy="${h * 0.52}" r="${h * 0.018}" fill="none" stroke="${INK.accent}" stroke-width="4"/><path d="M ${w * 0.3} ${h * 0.54} v ${h * 0.05} h ${h * 0.015}" stroke="${INK.accent}" stroke-width="4" fill="none"/>`
      : '';
    const luggage = options.boxes
      ? `${box(w * 0.06, h * 0.94, w * 0.14, h * 0.16)}${box(w * 0.08, h * 0.78, w * 0.11, h * 0.12)}${box(w * 0.8, h * 0.95, w * 0.15, h * 0.18)}`
      : `${suitcase(w * 0.86, h * 0.96, h * 0.26, INK.teal)}${suitcase(w * 0.93, h * 0.96, h * 0.2, INK.coral)}`;
    const door = `<rect x="${w * 0.16}" y="${h * 0.18}" width="${w * 0.16}" height="${floor - h * 0.18}" fill="${INK.teal}"/><rect x="${w * 0.18}" y="${h * 0.22}" width="${w * 0.12}" height="${h * 0.2}" fill="#0e4a61"/><circle cx="${w * 0.295}" cy="${h * 0.5}" r="${h * 0.012}" fill="${INK.accent}"/>`;
    return `${room(w, h, wall(stage), floor)}${options.boxes ? windowPane('home-window', w * 0.04, h * 0.12, w * 0.3, h * 0.36, cityView(stage, 'home-sky', w * 0.3, h * 0.36)) : door}
${windowPane('home-window-2', w * 0.62, h * 0.1, w * 0.22, h * 0.3, cityView(stage, 'home-sky-2', w * 0.22, h * 0.3))}${plant(w * 0.94, floor, h * 0.2)}
${options.boxes ? sheet(random, w * 0.36, h * 0.2, w * 0.08, h * 0.11, 4, INK.coral) : ''}
${keys}${people}${checklist}${luggage}`;
  };

/** A person studying before the flight: headphones, a book, the plane outside. */
export const study =
  (options: { words: readonly string[]; plane?: boolean; learner?: Partial<Look> }): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const floor = h * 0.82;
    const view = `${cityView(stage, 'study-sky', w * 0.3, h * 0.42)}${options.plane ? plane(w * 0.16, h * 0.13, w * 0.18) : ''}`;
    const bubbles = options.words
      .map((word, i) => {
        const x = w * (0.78 + (i % 2) * 0.06);
        const y = h * (0.14 + i * 0.13);
        const style = fit(word, w * 0.2, {
          size: h * 0.05,
          fill: INK.navy,
          weight: 700,
          anchor: 'middle' as const,
        });
        return `<rect x="${x - w * 0.12}" y="${y - h * 0.05}" width="${w * 0.24}" height="${h * 0.09}" rx="${h * 0.04}" fill="${i % 2 ? INK.accentSoft : '#ffffff'}" stroke="${INK.line}" stroke-width="2"/>${text(word, x, y + h * 0.015, style)}`;
      })
      .join('');
    const learner = randomLook(random, { wear: 'student', ...options.learner });
    const head = headOf(w * 0.5, h * 0.98, h * 0.62);
    return `${room(w, h, wall(stage), floor)}
${windowPane('study-window', w * 0.05, h * 0.08, w * 0.3, h * 0.42, view, 2)}
${bubbles}
${figure(learner, w * 0.5, h * 0.98, h * 0.62, 'sit')}
<path d="M ${head.x - head.r * 1.05} ${head.y} Q ${head.x} ${head.y - head.r * 2.5} ${head.x + head.r * 1.05} ${head.y}" stroke="${INK.coral}" stroke-width="${head.r * 0.25}" fill="none"/><rect x="${head.x - head.r * 1.3}" y="${head.y - head.r * 0.3}" width="${head.r * 0.5}" height="${head.r * 0.8}" rx="${head.r * 0.2}" fill="${INK.coral}"/><rect x="${head.x + head.r * 0.8}" y="${head.y - head.r * 0.3}" width="${head.r * 0.5}" height="${head.r * 0.8}" rx="${head.r * 0.2}" fill="${INK.coral}"/>
${table(w * 0.26, h * 0.64, w * 0.48, h * 0.3)}
<path d="M ${w * 0.42} ${h * 0.64} L ${w * 0.5} ${h * 0.625} L ${w * 0.58} ${h * 0.64} L ${w * 0.58} ${h * 0.6} L ${w * 0.5} ${h * 0.585} L ${w * 0.42} ${h * 0.6} Z" fill="#ffffff" stroke="${INK.teal}" stroke-width="3"/>`;
  };
