/**
 * Scenes indoors: a conversation across a desk, a talk to an audience, a class, a meeting
 * round a table. Each takes options naming what its caption needs to show.
 */
import { figure, headOf, mirrored, randomLook, type Look } from '../people.ts';
import {
  board,
  continents,
  cup,
  laptop,
  pin,
  plant,
  room,
  screen,
  sheet,
  table,
  windowPane,
  type Chart,
} from '../props.ts';
import { INK, type Random } from '../random.ts';
import { text, fit } from '../type.ts';
import { cityView, crowd, many, wall, type Person, type Scene } from './stage.ts';

export type WallItem = 'scales' | 'eyechart' | 'diplomas' | 'map' | 'clock' | 'cross';

function wallItem(random: Random, item: WallItem, x: number, y: number, size: number): string {
  switch (item) {
    case 'scales':
      return `<g stroke="${INK.navy}" stroke-width="${size * 0.04}" fill="none" stroke-linecap="round"><path d="M ${x} ${y} V ${y + size} M ${x - size * 0.4} ${y + size} H ${x + size * 0.4} M ${x - size * 0.55} ${y + size * 0.2} H ${x + size * 0.55}"/><path d="M ${x - size * 0.55} ${y + size * 0.2} L ${x - size * 0.75} ${y + size * 0.55} M ${x - size * 0.55} ${y + size * 0.2} L ${x - size * 0.35} ${y + size * 0.55} M ${x + size * 0.55} ${y + size * 0.2} L ${x + size * 0.35} ${y + size * 0.55} M ${x + size * 0.55} ${y + size * 0.2} L ${x + size * 0.75} ${y + size * 0.55}"/></g><path d="M ${x - size * 0.8} ${y + size * 0.55} Q ${x - size * 0.55} ${y + size * 0.75} ${x - size * 0.3} ${y + size * 0.55} Z M ${x + size * 0.3} ${y + size * 0.55} Q ${x + size * 0.55} ${y + size * 0.75} ${x + size * 0.8} ${y + size * 0.55} Z" fill="${INK.accent}"/>`;
    case 'eyechart':
      return `<rect x="${x - size * 0.35}" y="${y}" width="${size * 0.7}" height="${size}" fill="#ffffff" stroke="${INK.line}" stroke-width="${size * 0.02}"/>${['E', 'F P', 'T O Z', 'L P E D'].map((line, i) => text(line, x, y + size * (0.2 + i * 0.2), { size: size * (0.16 - i * 0.03), fill: INK.text, weight: 700, anchor: 'middle' })).join('')}`;
    case 'diplomas':
      return [0, 1]
        .map(
          (i) =>
            `<rect x="${x - size * 0.55 + i * size * 0.6}" y="${y + i * size * 0.15}" width="${size * 0.5}" height="${size * 0.38}" fill="${INK.woodDark}"/><rect x="${x - size * 0.52 + i * size * 0.6}" y="${y + size * 0.03 + i * size * 0.15}" width="${size * 0.44}" height="${size * 0.32}" fill="${INK.paper}"/><circle cx="${x - size * 0.3 + i * size * 0.6}" cy="${y + size * 0.26 + i * size * 0.15}" r="${size * 0.05}" fill="${INK.accent}"/>`,
        )
        .join('');
    case 'map':
      return screen(random, x - size * 0.7, y, size * 1.4, size * 0.9, 'map', INK.woodDark);
    case 'clock':
      return `<circle cx="${x}" cy="${y + size * 0.3}" r="${size * 0.28}" fill="#ffffff" stroke="${INK.navy}" stroke-width="${size * 0.04}"/><path d="M ${x} ${y + size * 0.3} V ${y + size * 0.13} M ${x} ${y + size * 0.3} L ${x + size * 0.13} ${y + size * 0.36}" stroke="${INK.navy}" stroke-width="${size * 0.04}" stroke-linecap="round"/>`;
    case 'cross':
      return `<circle cx="${x}" cy="${y + size * 0.4}" r="${size * 0.4}" fill="#ffffff"/><path d="M ${x - size * 0.1} ${y + size * 0.15} h ${size * 0.2} v ${size * 0.15} h ${size * 0.15} v ${size * 0.2} h -${size * 0.15} v ${size * 0.15} h -${size * 0.2} v -${size * 0.15} h -${size * 0.15} v -${size * 0.2} h ${size * 0.15} Z" fill="${INK.coral}"/>`;
  }
}

export interface DeskOptions {
  /** Who sits behind the desk. */
  host?: Partial<Look>;
  /** People sitting across the desk, seen from behind. */
  visitors?: number;
  /** More people behind the desk: an interview panel. */
  panel?: number;
  item?: WallItem;
  /** Words on a plate on the desk's front or a sign on the wall. */
  sign?: string;
  screenChart?: Chart;
  headset?: boolean;
}

/** A conversation across a desk: an interview, a clinic, an advice desk, a help line. */
export const desk =
  (options: DeskOptions = {}): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const floor = h * 0.8;
    const top = h * 0.6;
    const seated = h * 0.52;
    const hosts = [
      randomLook(random, { wear: 'suit', ...options.host }),
      ...Array.from({ length: options.panel ?? 0 }, () => randomLook(random, { wear: 'suit' })),
    ];
    const spread = w * 0.16;
    const hostX = (i: number) => w * 0.5 + (i - (hosts.length - 1) / 2) * spread;
    const head = headOf(hostX(0), top + seated * 0.55, seated);
    const headset = options.headset
      ? `<path d="M ${head.x - head.r * 1.05} ${head.y} Q ${head.x} ${head.y - head.r * 2.5} ${head.x + head.r * 1.05} ${head.y}" stroke="${INK.navy}" stroke-width="${head.r * 0.2}" fill="none"/><circle cx="${head.x - head.r * 1.02}" cy="${head.y + head.r * 0.05}" r="${head.r * 0.32}" fill="${INK.navy}"/><path d="M ${head.x - head.r * 1.02} ${head.y + head.r * 0.2} Q ${head.x - head.r * 0.9} ${head.y + head.r * 0.9} ${head.x - head.r * 0.25} ${head.y + head.r * 0.75}" stroke="${INK.navy}" stroke-width="${head.r * 0.12}" fill="none"/>`
      : '';
    const plate = options.sign
      ? `<rect x="${w * 0.5 - w * 0.11}" y="${top + h * 0.05}" width="${w * 0.22}" height="${h * 0.06}" fill="${INK.navy}"/>${text(options.sign, w * 0.5, top + h * 0.095, fit(options.sign, w * 0.2, { size: h * 0.035, fill: INK.white, weight: 700, anchor: 'middle' }))}`
      : '';
    const visitors = crowd(
      stage,
      w * 0.36,
      w * 0.64,
      h * 1.02,
      h * 0.6,
      many(options.visitors ?? 1, { pose: 'back' }),
    );
    return `${room(w, h, wall(stage), floor)}
${windowPane('desk-window', w * 0.04, h * 0.1, w * 0.24, h * 0.4, cityView(stage, 'desk-sky', w * 0.24, h * 0.4))}
${options.item ? wallItem(random, options.item, w * 0.84, h * 0.12, h * 0.32) : ''}
${options.screenChart ? screen(random, w * 0.72, h * 0.12, w * 0.22, h * 0.26, options.screenChart) : ''}
${plant(w * 0.95, floor, h * 0.22)}
${hosts.map((look, i) => figure(look, hostX(i), top + seated * 0.55, seated, 'sit')).join('')}${headset}
${table(w * 0.2, top, w * 0.6, h * 0.3, INK.wood)}
${laptop(w * 0.34, top + h * 0.005, h * 0.12)}${sheet(random, w * 0.58, top - h * 0.012, w * 0.08, h * 0.02, 0, INK.teal)}${cup(w * 0.7, top, h * 0.05, INK.accent)}
${plate}${visitors}`;
  };

export interface TalkOptions {
  slide: Chart | readonly string[];
  audience?: Person[];
  /** Coffee, cups and croissants on a table at the side: a breakfast briefing. */
  breakfast?: boolean;
  /** The speaker's look. */
  speaker?: Partial<Look>;
}

/** A talk: a speaker beside a slide, an audience seen from behind. */
export const talk =
  (options: TalkOptions): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const floor = h * 0.72;
    const slide = Array.isArray(options.slide)
      ? board(w * 0.3, h * 0.1, w * 0.4, h * 0.36, options.slide as readonly string[])
      : screen(random, w * 0.3, h * 0.1, w * 0.4, h * 0.36, options.slide as Chart, '#dfe6ea');
    const audience = options.audience ?? many(6, { pose: 'back' });
    const breakfast = options.breakfast
      ? `${table(w * 0.02, h * 0.56, w * 0.2, h * 0.2, INK.paper)}${cup(w * 0.06, h * 0.56, h * 0.05)}${cup(w * 0.11, h * 0.56, h * 0.05, INK.accent)}<path d="M ${w * 0.14} ${h * 0.555} q ${w * 0.025} -${h * 0.05} ${w * 0.05} 0 Z" fill="${INK.accent}"/><rect x="${w * 0.185}" y="${h * 0.47}" width="${w * 0.025}" height="${h * 0.09}" rx="${w * 0.005}" fill="${INK.navy}"/>`
      : '';
    return `${room(w, h, wall(stage), floor, '#cdbfa8')}
${windowPane('talk-window', w * 0.76, h * 0.1, w * 0.2, h * 0.38, cityView(stage, 'talk-sky', w * 0.2, h * 0.38), 1)}
${slide}${breakfast}
${mirrored(figure(randomLook(random, { wear: 'suit', ...options.speaker }), w * 0.8, floor + h * 0.04, h * 0.5, 'point'), w * 0.8)}
${crowd(stage, w * 0.08, w * 0.62, h * 1.02, h * 0.48, audience)}`;
  };

export interface ClassOptions {
  /** What the board says, heading first. */
  lines: readonly string[];
  /** Students face us (seen from the teacher's side) instead of the board. */
  facing?: boolean;
  students?: Person[];
  green?: boolean;
}

/** A class: a teacher at the board and students at their desks. */
export const lesson =
  (options: ClassOptions): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const students = options.students ?? many(5);
    if (options.facing) {
      const rows = [h * 0.7, h * 0.98];
      const people = rows
        .map(
          (row, r) =>
            crowd(
              stage,
              w * (0.22 - r * 0.08),
              w * (0.78 + r * 0.08),
              row,
              h * (0.42 + r * 0.12),
              students
                .slice(r * 3, r * 3 + 3 + r)
                .map((student, i) => ({ ...student, pose: i === 1 && r === 0 ? 'wave' : 'sit' })),
            ) +
            table(
              w * (0.14 - r * 0.1),
              row - h * (0.1 + r * 0.04),
              w * (0.72 + r * 0.2),
              h * 0.2,
              INK.woodDark,
            ),
        )
        .join('');
      return `${room(w, h, wall(stage), h * 0.62)}${windowPane('class-window', w * 0.06, h * 0.08, w * 0.22, h * 0.32, cityView(stage, 'class-sky', w * 0.22, h * 0.32))}${windowPane('class-window-2', w * 0.72, h * 0.08, w * 0.22, h * 0.32, cityView(stage, 'class-sky-2', w * 0.22, h * 0.32))}<rect x="${w * 0.36}" y="${h * 0.08}" width="${w * 0.28}" height="${h * 0.2}" fill="#ffffff" opacity="0.6"/>${text(options.lines[0]!, w * 0.5, h * 0.21, fit(options.lines[0]!, w * 0.24, { size: h * 0.07, fill: INK.teal, face: 'serif', weight: 700, anchor: 'middle' }))}${people}`;
    }
    return `${room(w, h, wall(stage), h * 0.7)}
${board(w * 0.2, h * 0.1, w * 0.5, h * 0.34, options.lines, { green: options.green })}
${windowPane('class-window', w * 0.78, h * 0.1, w * 0.18, h * 0.34, cityView(stage, 'class-sky', w * 0.18, h * 0.34), 1)}
${mirrored(figure(randomLook(random, { wear: 'casual' }), w * 0.77, h * 0.76, h * 0.5, 'point'), w * 0.77)}
${crowd(
  stage,
  w * 0.1,
  w * 0.64,
  h * 0.86,
  h * 0.4,
  students.slice(0, 3).map((s) => ({ ...s, pose: 'back' })),
)}${table(w * 0.02, h * 0.78, w * 0.7, h * 0.1, INK.woodDark)}
${crowd(
  stage,
  w * 0.16,
  w * 0.7,
  h * 1.06,
  h * 0.42,
  students.slice(3).map((s) => ({ ...s, pose: 'back' })),
)}`;
  };

export interface MeetingOptions {
  chart: Chart;
  people?: number;
  /** What the screen's caption says. */
  caption?: string;
  wear?: Person['wear'];
}

/** A meeting round a table with a screen on the wall and the city outside. */
export const meeting =
  (options: MeetingOptions): Scene =>
  (stage) => {
    const { random, w, h } = stage;
    const top = h * 0.7;
    const count = options.people ?? 4;
    const people = Array.from({ length: count }, (_, i) => {
      const x = w * (0.22 + (i * 0.56) / (count - 1));
      return figure(
        randomLook(random, { wear: options.wear ?? 'suit' }),
        x,
        top + h * 0.26,
        h * 0.52,
        'sit',
      );
    });
    const caption = options.caption
      ? text(
          options.caption,
          w * 0.62,
          h * 0.075,
          fit(options.caption, w * 0.24, {
            size: h * 0.04,
            fill: INK.navy,
            weight: 700,
            anchor: 'middle',
          }),
        )
      : '';
    return `${room(w, h, wall(stage), h * 0.9)}
${windowPane('meeting-window', w * 0.04, h * 0.08, w * 0.42, h * 0.42, cityView(stage, 'meeting-sky', w * 0.42, h * 0.42), 3)}
${screen(random, w * 0.5, h * 0.1, w * 0.24, h * 0.32, options.chart)}${caption}
${plant(w * 0.92, h * 0.9, h * 0.3)}
${people.join('')}
${table(w * 0.08, top, w * 0.84, h * 0.3)}${laptop(w * 0.3, top, h * 0.1)}${laptop(w * 0.68, top, h * 0.1)}${sheet(random, w * 0.46, top - h * 0.01, w * 0.08, h * 0.02)}${cup(w * 0.2, top, h * 0.045)}`;
  };

export interface WorkbenchOptions {
  lines: readonly string[];
  /** What the people wear: hard hats on a site course, chef's whites in a kitchen, scrubs in a skills lab. */
  wear: Person['wear'];
  /** What stands in the middle: a hospital bed, a stove, a row of computers, cones and a barrier. */
  centre: 'bed' | 'stove' | 'computers' | 'cones';
  people?: number;
  /** Schoolchildren, not adults. */
  children?: boolean;
}

/** Hands-on training: people in their work clothes round the thing they are learning on. */
export const workbench =
  (options: WorkbenchOptions): Scene =>
  (stage) => {
    const { w, h } = stage;
    const floor = h * 0.74;
    const centres = {
      bed: `<rect x="${w * 0.32}" y="${h * 0.6}" width="${w * 0.36}" height="${h * 0.07}" rx="${h * 0.02}" fill="#ffffff" stroke="${INK.line}" stroke-width="3"/><rect x="${w * 0.33}" y="${h * 0.55}" width="${w * 0.09}" height="${h * 0.06}" rx="${h * 0.02}" fill="#e9f1f5"/><path d="M ${w * 0.42} ${h * 0.6} h ${w * 0.24} v -${h * 0.035} q -${w * 0.12} -${h * 0.03} -${w * 0.24} 0 Z" fill="#9fcadb"/><circle cx="${w * 0.4}" cy="${h * 0.56}" r="${h * 0.03}" fill="#e8b894"/><rect x="${w * 0.34}" y="${h * 0.67}" width="${w * 0.01}" height="${h * 0.12}" fill="${INK.steel}"/><rect x="${w * 0.65}" y="${h * 0.67}" width="${w * 0.01}" height="${h * 0.12}" fill="${INK.steel}"/><rect x="${w * 0.74}" y="${h * 0.3}" width="${w * 0.01}" height="${h * 0.5}" fill="${INK.steel}"/><rect x="${w * 0.725}" y="${h * 0.3}" width="${w * 0.04}" height="${h * 0.06}" rx="4" fill="#cfe5ee"/>`,
      stove: `<rect x="${w * 0.28}" y="${h * 0.58}" width="${w * 0.44}" height="${h * 0.24}" fill="#b9c4cc"/><rect x="${w * 0.28}" y="${h * 0.56}" width="${w * 0.44}" height="${h * 0.03}" fill="#8a99a6"/><path d="M ${w * 0.35} ${h * 0.56} h ${w * 0.1} v -${h * 0.06} h -${w * 0.1} Z" fill="#6b7785"/><ellipse cx="${w * 0.58}" cy="${h * 0.555}" rx="${w * 0.07}" ry="${h * 0.015}" fill="#3a3a44"/><path d="M ${w * 0.36} ${h * 0.48} q ${w * 0.01} -${h * 0.04} 0 -${h * 0.08} M ${w * 0.42} ${h * 0.48} q ${w * 0.01} -${h * 0.04} 0 -${h * 0.08}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.8"/><rect x="${w * 0.3}" y="${h * 0.64}" width="${w * 0.18}" height="${h * 0.12}" fill="#9aabb8"/><rect x="${w * 0.52}" y="${h * 0.64}" width="${w * 0.18}" height="${h * 0.12}" fill="#9aabb8"/>`,
      computers:
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${w * (0.24 + i * 0.18)}" y="${h * 0.48}" width="${w * 0.14}" height="${h * 0.11}" rx="4" fill="#2b3440"/><rect x="${w * (0.25 + i * 0.18)}" y="${h * 0.49}" width="${w * 0.12}" height="${h * 0.085}" fill="${[INK.sky, INK.accentSoft, '#dff0e6'][i]}"/><rect x="${w * (0.3 + i * 0.18)}" y="${h * 0.59}" width="${w * 0.02}" height="${h * 0.03}" fill="#2b3440"/>`,
          )
          .join('') + table(w * 0.18, h * 0.62, w * 0.64, h * 0.2, '#dfe6ea'),
      cones: `<path d="M ${w * 0.14} ${h * 0.62} H ${w * 0.86}" stroke="${INK.accent}" stroke-width="${h * 0.025}" stroke-dasharray="${w * 0.04} ${w * 0.03}"/>${[0.16, 0.5, 0.84].map((at) => `<path d="M ${w * at} ${h * 0.55} L ${w * (at - 0.03)} ${h * 0.7} H ${w * (at + 0.03)} Z" fill="${INK.accent}"/><rect x="${w * (at - 0.02)}" y="${h * 0.61}" width="${w * 0.04}" height="${h * 0.02}" fill="#ffffff"/>`).join('')}<rect x="${w * 0.58}" y="${h * 0.3}" width="${w * 0.16}" height="${h * 0.2}" fill="#ffffff" stroke="${INK.line}" stroke-width="3"/><path d="M ${w * 0.66} ${h * 0.33} L ${w * 0.71} ${h * 0.44} H ${w * 0.61} Z" fill="${INK.accent}" stroke="#3a3a44" stroke-width="3"/>${text('!', w * 0.66, h * 0.43, { size: h * 0.07, fill: '#3a3a44', weight: 800, anchor: 'middle' })}`,
    };
    const count = options.people ?? 4;
    const people = Array.from({ length: count }, (_, i) => ({
      wear: options.wear,
      pose: i === 0 ? ('point' as const) : ('stand' as const),
    }));
    const tall = h * (options.children ? 0.4 : 0.58);
    // At computers the learners sit at the screens, seen from behind, and the teacher stands by.
    const atScreens = options.centre === 'computers';
    const left = atScreens
      ? crowd(
          stage,
          w * 0.31,
          w * 0.67,
          h * 1.04,
          h * 0.5,
          many(3, { wear: options.wear, pose: 'back' }),
        )
      : crowd(
          stage,
          w * 0.1,
          w * 0.22,
          floor + h * 0.2,
          tall,
          people.slice(0, Math.ceil(count / 2)),
        );
    const right = atScreens
      ? crowd(stage, w * 0.88, w * 0.88, floor + h * 0.2, h * 0.58, [
          { wear: 'casual', pose: 'stand' },
        ])
      : crowd(stage, w * 0.78, w * 0.9, floor + h * 0.2, tall, people.slice(Math.ceil(count / 2)));
    return `${room(w, h, wall(stage), floor, '#d6dde2')}
${board(w * 0.3, h * 0.08, w * 0.28, h * 0.2, options.lines)}
${windowPane('bench-window', w * 0.64, h * 0.08, w * 0.22, h * 0.2, cityView(stage, 'bench-sky', w * 0.22, h * 0.2), 2)}
${centres[options.centre]}${left}${right}`;
  };

/** A map on the wall with pins on the places of a study, and a consultant pointing at it. */
export const mapWall: Scene = (stage) => {
  const { random, w, h } = stage;
  const floor = h * 0.84;
  const pins = [0.3, 0.48, 0.62, 0.7]
    .map((at, i) =>
      pin(
        w * (0.22 + 0.56 * at),
        h * (0.22 + (i % 3) * 0.08),
        h * 0.07,
        i === 2 ? INK.accent : INK.coral,
      ),
    )
    .join('');
  const route = `<path d="M ${w * 0.39} ${h * 0.24} Q ${w * 0.46} ${h * 0.12} ${w * 0.57} ${h * 0.3}" stroke="${INK.navy}" stroke-width="${h * 0.006}" stroke-dasharray="${h * 0.015} ${h * 0.01}" fill="none"/>`;
  return `${room(w, h, wall(stage), floor)}
<rect x="${w * 0.22}" y="${h * 0.1}" width="${w * 0.56}" height="${h * 0.46}" fill="#cfe5ee" stroke="${INK.woodDark}" stroke-width="${w * 0.008}"/>${continents(w * 0.22, h * 0.1, w * 0.56, h * 0.46)}${route}${pins}
${figure(randomLook(random, { wear: 'suit' }), w * 0.16, h * 0.98, h * 0.66, 'point')}
${crowd(stage, w * 0.66, w * 0.88, h * 1.04, h * 0.56, [
  { pose: 'stand', wear: 'suit' },
  { pose: 'stand', wear: 'suit' },
])}
${plant(w * 0.94, floor, h * 0.24)}${sheet(random, w * 0.42, h * 0.62, w * 0.1, h * 0.14, -6)}`;
};
