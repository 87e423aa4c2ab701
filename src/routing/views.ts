/** What the route data hands components that the content rules do not name: the view types. */
import type { Phone } from '../cms/contact-values.ts';
import type { Section } from '../cms/content/sections.ts';
import type { homeParts } from './home-parts.ts';
import type { Values } from './keys.ts';

/** Where a page of pictures stands among its pages, and where the others are. */
export interface PictureRun {
  /** 1-based. */
  page: number;
  hrefs: string[];
  /** The number of the page's first picture among all of them, 1-based, and how many there are. */
  first: number;
  total: number;
}

/** What a company's page shows: its text, logo and pictures, then its menu's own blocks. */
export interface CompanyContent {
  name: string;
  html: string;
  logo: string | null;
  pictures: string[];
  businessName: string | null;
  sections: Section[];
}

/** A service as its page shows it (SPEC §2's `/service/{id}` and `/service-single/{id}`). */
export interface ServiceView {
  id: number;
  title: string;
  html: string;
  /** A Tabler icon's name: the CMS's own where it names one. */
  icon: string;
  image: string | null;
  /** The back office's service, rather than the template's sample. */
  fromCms: boolean;
}

/**
 * How a visitor answers a circular: the contact form with it chosen, a call, a WhatsApp chat
 * naming it; and, once it has closed, a way on: the other open circulars, a CV, a chat.
 */
export interface CircularAnswer {
  applyHref: string;
  call: Phone | undefined;
  whatsapp: string | undefined;
  /**
   * The circulars open on the build's day besides this one, soonest to close first: `closes`
   * where their text states the day, `until` their last day either way.
   */
  others: Array<{
    title: string;
    href: string;
    closes: string | undefined;
    until: string | undefined;
  }>;
  /** The contact form with "My CV" chosen. */
  cvHref: string;
  /** The group's address for CVs, which the form cannot carry. */
  cvEmail: string | undefined;
  /** A WhatsApp chat asking about other openings. */
  askOthers: string | undefined;
}

/** What the home page shows besides the frame. */
export type HomeParts = Values<ReturnType<typeof homeParts>>;
