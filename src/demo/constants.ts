/** SPEC §1 and §9: the template's static numbers. */
export const DONOR_COUNT = 380;
export const NEWSLETTER_SUBSCRIBERS = '20,000';
export const BLOG_PAGE_SIZE = 4;
export const BLOG_PAGES = 3;
export const SIDEBAR_RELATED_POSTS = 3;
export const SIDEBAR_PROJECTS = 6;
export const SIDEBAR_SERVICES = 6;
export const SERVICE_SOLUTIONS = 3;
export const TEAM_SLIDER_MEMBERS = 6;
export const FEATURED_CAMPAIGNS = 3;

/** Integer money, as the template shows it: 12,500. */
export const money = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

/** When the causes opened for gifts: their comments are dated after it. */
export const CAUSES_LAUNCHED = '2026-09-14';
