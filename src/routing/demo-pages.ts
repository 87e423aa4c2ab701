/** The template's demo pages: their content is in the code; the frame and testimonials come from the snapshot. */
import { testimonials } from '../cms/content/parts.ts';
import { derived, routed } from './keys.ts';
import { getModel } from './model.ts';

/** Routes whose content is in the code: their own props plus the frame. */
export async function framedRoutes<
  R extends { params: Record<string, string>; props?: Record<string, unknown> },
>(routes: readonly R[]) {
  const { props: frameProps, cacheKey } = routed({ frame: (await getModel()).frame });
  return routes.map((route) => ({
    ...route,
    props: { ...route.props, ...frameProps },
    cacheKey,
  }));
}

/** The testimonials page: the back office's testimonials (the template's own where it has none). */
export async function testimonialData() {
  const model = await getModel();
  return routed({
    frame: model.frame,
    testimonials: derived(
      () => testimonials(model.tables.testimonials.value),
      model.tables.testimonials,
    ),
  }).props;
}
