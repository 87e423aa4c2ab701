/** The picture pages (Gallery, Profile, Our Documents): a long one is paged, in the editors' order. */
import { cacheKey } from '../cms/cache-keys.ts';
import { hrefOf } from '../cms/page-paths.ts';
import { menuRoutes } from './menu-pages.ts';
import type { PictureRun } from './views.ts';

/** Pictures a picture page shows at a time. */
export const PICTURES_PER_PAGE = 24;

/** getStaticPaths for a picture page: `{ id, page }`, page 1 at the menu's own path. */
export async function pictureRoutes(template: 'gallery' | 'profile' | 'document') {
  const routes = await menuRoutes(template);
  return routes.flatMap(({ params, props, cacheKey: key }) => {
    const { pictures } = props;
    const pages = Math.max(1, Math.ceil(pictures.length / PICTURES_PER_PAGE));
    const hrefs = Array.from({ length: pages }, (_, index) =>
      hrefOf(index === 0 ? [template, params.id] : [template, params.id, String(index + 1)]),
    );
    return hrefs.map((_, index) => {
      const run: PictureRun = {
        page: index + 1,
        hrefs,
        first: index * PICTURES_PER_PAGE + 1,
        total: pictures.length,
      };
      return {
        params: { id: params.id, page: index === 0 ? undefined : String(index + 1) },
        props: {
          ...props,
          pictures: pictures.slice(index * PICTURES_PER_PAGE, (index + 1) * PICTURES_PER_PAGE),
          // The pages after the first show only pictures: the menu's text leads the first.
          sections: index === 0 ? props.sections : [],
          run,
        },
        cacheKey: cacheKey(key, `page ${index + 1}`),
      };
    });
  });
}
