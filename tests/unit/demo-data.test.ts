import { describe, expect, it } from 'vitest';
import { POSTS, relatedPosts } from '../../src/demo/blog.ts';
import { CAUSES } from '../../src/demo/causes.ts';
import { EVENTS } from '../../src/demo/events.ts';
import { PROJECTS } from '../../src/demo/projects.ts';
import { SERVICES } from '../../src/demo/services.ts';
import { TEAM } from '../../src/demo/team.ts';

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);
const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('the template data (SPEC §2, §3, §9)', () => {
  it.each([
    ['services', SERVICES, 16],
    ['causes', CAUSES, 12],
    ['events', EVENTS, 9],
    ['projects', PROJECTS, 22],
    ['blog posts', POSTS, 15],
    ['team members', TEAM, 6],
  ] as const)('numbers its %s from 1 with no gap, as many as the spec says', (_name, items, count) => {
    expect(ids([...items])).toEqual(oneTo(count));
  });

  it('derives each cause percentage from its goal and raised amounts', () => {
    for (const cause of CAUSES) expect(cause.processPercent).toBe(Math.round((cause.Raised / cause.Goal) * 100));
  });

  it('relates the next three posts, wrapping after the last', () => {
    expect(ids(relatedPosts(15, 3))).toEqual([1, 2, 3]);
    expect(ids(relatedPosts(0, 3))).toEqual([1, 2, 3]);
    expect(ids(relatedPosts(7, 3))).toEqual([8, 9, 10]);
  });
});
