import { describe, expect, it } from 'vitest';
import { relatedPosts } from '../../src/demo/blog.ts';

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe('the template blog', () => {
  it('relates the next three posts, wrapping after the last', () => {
    expect(ids(relatedPosts(15, 3))).toEqual([1, 2, 3]);
    expect(ids(relatedPosts(0, 3))).toEqual([1, 2, 3]);
    expect(ids(relatedPosts(7, 3))).toEqual([8, 9, 10]);
  });
});
