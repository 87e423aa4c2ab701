/** The template's three blog layouts: the first path segment of their lists and posts, and their sidebar. */
export interface BlogVariant {
  list: string;
  single: string;
  sidebar: 'right' | 'left' | 'none';
}

export const BLOG_VARIANTS = {
  blog: { list: 'blog', single: 'blog-single', sidebar: 'right' },
  'blog-left-sidebar': {
    list: 'blog-left-sidebar',
    single: 'blog-single-left-sidebar',
    sidebar: 'left',
  },
  'blog-fullwidth': { list: 'blog-fullwidth', single: 'blog-single-fullwidth', sidebar: 'none' },
} as const satisfies Record<string, BlogVariant>;
