/** What each picture of the template's demo pages (src/demo/images/) shows, and its file name. */
import { CAUSES } from '../../../../src/demo/causes.ts';
import { EVENTS } from '../../../../src/demo/events.ts';
import { POSTS } from '../../../../src/demo/blog.ts';
import { PROJECTS } from '../../../../src/demo/projects.ts';
import { TEAM } from '../../../../src/demo/team.ts';
import { TESTIMONIALS } from '../../../../src/demo/testimonials.ts';
import type { City } from '../../../../packages/sample-art/art/cities.ts';
import { WALLS } from '../../../../packages/sample-art/art/random.ts';
import type { Scene } from '../../../../packages/sample-art/art/scenes/stage.ts';
import type { ArtSpec } from '../../../../packages/sample-art/images.ts';
import { PEOPLE } from './people.ts';
import { CAUSE_SCENES, EVENT_SCENES, POST_SCENES, PROJECT_SCENES } from './scenes.ts';

const file = (prefix: string, number: number) => `${prefix}-${String(number).padStart(2, '0')}.jpg`;

function sceneSpec(number: number, title: string, drawn: Scene | undefined, city: City): ArtSpec {
  if (!drawn) throw new Error(`no picture drawn for "${title}"`);
  return {
    ref: file('scene', number),
    kind: 'scene',
    scene: drawn,
    city,
    evening: /evening/i.test(title),
    width: 900,
    height: 600,
    seed: 300 + number,
  };
}

const CITY_OF = (title: string): City =>
  (title.split(', ').at(-1) as City | undefined) ?? 'Port Aldren';

/** One picture a record names: a scene per cause, event, post and project, a portrait per person. */
export function demoImageSpecs(): ArtSpec[] {
  const topicCount = new Map<string, number>();
  return [
    ...CAUSES.map((cause) =>
      sceneSpec(cause.images, cause.cTitle, CAUSE_SCENES[cause.cTitle], 'Port Aldren'),
    ),
    ...EVENTS.map((event) =>
      sceneSpec(event.image, event.eTitle, EVENT_SCENES[event.eTitle], 'Port Aldren'),
    ),
    ...POSTS.map((post) =>
      sceneSpec(
        post.image,
        post.title,
        POST_SCENES[post.title],
        post.id % 2 ? 'Hamburg' : 'Port Aldren',
      ),
    ),
    ...PROJECTS.map((project) => {
      const seen = topicCount.get(project.category) ?? 0;
      topicCount.set(project.category, seen + 1);
      return sceneSpec(
        project.images,
        project.title,
        PROJECT_SCENES[project.category]?.[seen],
        CITY_OF(project.title),
      );
    }),
    ...[
      ...TEAM.map((member) => [member.image, member.name] as const),
      ...TESTIMONIALS.map((testimonial) => [testimonial.image, testimonial.name] as const),
    ].map(([number, name]): ArtSpec => {
      const look = PEOPLE[name];
      if (!look) throw new Error(`no look for ${name}`);
      return {
        ref: file('person', number),
        kind: 'portrait',
        look,
        backdrop: WALLS[number % WALLS.length]!,
        width: 480,
        height: 600,
        seed: 400 + number,
      };
    }),
  ];
}
