/**
 * Route data, in the manner of Starlight's: for each page template, one function returns
 * exactly what its page renders, as digested parts, and `routed()` (keys.ts) turns the parts
 * into the page's props and its incremental-build cache key at once. Pages import from here.
 */
export { frameData, genericRoutes, homeRoutes, menuRoutes, pageData } from './menu-pages.ts';
export { pictureRoutes } from './picture-pages.ts';
export { companyRoutes } from './company-pages.ts';
export { serviceRoutes } from './service-pages.ts';
export { circularRoutes, feedData, noticeRoutes } from './notice-pages.ts';
export { framedRoutes, testimonialData } from './demo-pages.ts';
