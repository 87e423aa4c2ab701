/**
 * SPEC's template pages with invented content (donate, volunteer, accounts, blog, events,
 * causes, projects, a team member, testimonials) live in src/template-pages/ and are routed only
 * when the build makes the template (src/site-config.ts `templatePages`): a company site has
 * none of them at any URL, so nothing can link, index or map them.
 */
import type { AstroIntegration } from 'astro';

const PAGES_DIR = 'src/template-pages';

/** Each page's file under src/template-pages/, routed where the same file would be under src/pages/. */
export const TEMPLATE_PAGE_FILES = [
  'donate.astro',
  'volunteer.astro',
  'login.astro',
  'register.astro',
  'forgot-password.astro',
  'testimonial.astro',
  'team-single/[id].astro',
  'event/index.astro',
  'event-s2.astro',
  'event-single/[id].astro',
  'cause/index.astro',
  'cause-single/[id].astro',
  'project/index.astro',
  'project-single/[id].astro',
  'blog/index.astro',
  'blog-left-sidebar/index.astro',
  'blog-fullwidth/index.astro',
  '[blogList]/page/[page].astro',
  'blog-single/[id].astro',
  'blog-single-left-sidebar/[id].astro',
  'blog-single-fullwidth/[id].astro',
] as const;

/** The route pattern of a file, as Astro's file routing would make it. */
export const patternOf = (file: string): string =>
  `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`;

export function templatePagesIntegration(on: boolean): AstroIntegration {
  return {
    name: 'template-pages',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        if (!on) return;
        for (const file of TEMPLATE_PAGE_FILES)
          injectRoute({ pattern: patternOf(file), entrypoint: `./${PAGES_DIR}/${file}` });
      },
    },
  };
}
