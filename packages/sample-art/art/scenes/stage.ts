/**
 * What every scene is drawn on: the frame, the seed, the city it happens in, and the helpers
 * the scenes share (a city seen through a window, a row of people).
 */
import { skyline, type City } from '../cities.ts';
import { figure, randomLook, type Look, type Pose, type Wear } from '../people.ts';
import { gradient, clouds } from '../props.ts';
import { between, pick, WALLS, type Random } from '../random.ts';

export interface Stage {
  random: Random;
  w: number;
  h: number;
  city: City;
  /** Dusk colours instead of day. */
  evening: boolean;
}

/** A scene: the drawing of one subject, for any frame and city. */
export type Scene = (stage: Stage) => string;

/** A wall colour for the seed. */
export const wall = (stage: Stage) => pick(stage.random, WALLS);

/** The city's sky and skyline, drawn in a width × height box (a window's view or a backdrop). */
export function cityView(
  stage: Stage,
  id: string,
  width: number,
  height: number,
  { horizon = 0.82, distance = 0.55 } = {},
): string {
  const [top, bottom, far, near] = stage.evening
    ? ['#274a6b', '#f0a36b', '#3d4f6a', '#26344a']
    : ['#8fc3d8', '#e4f1f5', '#a9bfcb', '#7c95a5'];
  const ground = height * horizon;
  return `${gradient(id, width, height, top, bottom)}${stage.evening ? '' : clouds(stage.random, width, ground, 2)}
<g transform="translate(0 ${ground - height * distance})">${skyline(stage.random, stage.city, width, height * distance, far)}</g>
<rect y="${ground}" width="${width}" height="${height - ground}" fill="${near}"/>`;
}

export interface Person {
  look?: Partial<Look>;
  pose?: Pose;
  wear?: Wear;
}

/** A row of people standing on `ground` between x1 and x2, each `height` tall. */
export function crowd(
  stage: Stage,
  x1: number,
  x2: number,
  ground: number,
  height: number,
  people: readonly Person[],
): string {
  const step = people.length > 1 ? (x2 - x1) / (people.length - 1) : 0;
  return people
    .map((person, i) => {
      const look = randomLook(stage.random, { wear: person.wear ?? 'casual', ...person.look });
      const jitter = people.length > 1 ? between(stage.random, -0.12, 0.12) * step : 0;
      return figure(
        look,
        x1 + i * step + jitter,
        ground,
        height * between(stage.random, 0.93, 1.04),
        person.pose ?? 'stand',
      );
    })
    .join('');
}

/** `count` people of the same kind. */
export const many = (count: number, person: Person = {}): Person[] =>
  Array.from({ length: count }, () => person);
