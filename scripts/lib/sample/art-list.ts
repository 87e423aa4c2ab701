/**
 * What the sample's pictures show, one spec each, drawn by ./images.ts. Each picture is drawn
 * for its caption; a person has one portrait wherever they appear (the partners' message
 * pictures are their staff photos, drawn from the same seed).
 */
import type { MarkShape, Lettering } from './art/marks.ts';
import type { SceneKind } from './art/scenes.ts';
import {
  ABOUT_VOICES,
  COMPANIES,
  COUNTERS,
  DOCUMENTS,
  FEATURED,
  GALLERY,
  PARTNER_LOGOS,
  PORTRAITS,
  PROFILE_PAGES,
  PROJECTS,
  SLIDERS,
  counterIcon,
  documentImage,
  featuredImage,
  galleryImage,
  profilePage,
  projectImage,
  voicePortrait,
} from './content.ts';
import type { ArtSpec } from './images.ts';
import { COUNTRIES, SERVICE_IMAGES, SISTER_CONCERNS, STAFF, TESTIMONIALS, flagImage, serviceImage, staffPortrait } from './records.ts';

const PARTNERS: Array<[string, MarkShape, Lettering['style']]> = [
  ['Aldren Air', 'peak', 'caps'],
  ['Northgate Health', 'leaf', 'sans'],
  ['Kestrel Institute', 'diamond', 'serif'],
  ['Port Bank', 'square', 'sans'],
  ['Vela Hotels', 'rings', 'serif'],
  ['Tidewater Eng.', 'wave', 'caps'],
];
const COMPANY_SHAPES: MarkShape[] = ['arch', 'hexagon', 'wave', 'rings'];
const COUNTER_SHAPES: MarkShape[] = ['arch', 'rings', 'leaf', 'hexagon'];
const SERVICE_SCENES: SceneKind[] = ['skyline', 'harbour', 'meeting', 'flight', 'landscape', 'training'];

/** A staff member's portrait: the same seed wherever the person is shown. */
const portraitOf = (index: number, ref: string, width = 400, height = 400): ArtSpec => ({
  ref,
  kind: 'portrait',
  width,
  height,
  seed: 200 + index,
  hue: (index * 29) % 360,
});

export const ART: ArtSpec[] = [
  ...SLIDERS.map((slider, index): ArtSpec => ({
    ref: slider.image,
    kind: (['skyline', 'harbour', 'flight'] as const)[index]!,
    width: 1920,
    height: 1080,
    seed: 10 + index,
    hue: [215, 200, 195][index]!,
  })),
  { ref: 'siteSettings/logo.png', kind: 'logo', shape: 'arch', style: 'sans', width: 420, height: 96, seed: 1, hue: 205, text: 'Meridian Bridge' },
  { ref: 'siteSettings/footer-logo.png', kind: 'mark', shape: 'arch', width: 160, height: 160, seed: 1, hue: 205 },
  ...GALLERY.flatMap(([, scene, count], group) =>
    Array.from({ length: count }, (_, index): ArtSpec => ({
      ref: galleryImage(group, index),
      kind: scene,
      width: 1600,
      height: 1067,
      seed: 30 + group * 3 + index,
      hue: (group * 47 + index * 20 + 190) % 360,
    })),
  ),
  ...FEATURED.map(([, scene], index): ArtSpec => ({
    ref: featuredImage(index),
    kind: scene,
    width: 1200,
    height: 800,
    seed: 50 + index,
    hue: (index * 60 + 15) % 360,
  })),
  ...PROJECTS.map((_, index): ArtSpec => ({
    ref: projectImage(index),
    kind: (['training', 'skyline', 'harbour'] as const)[index]!,
    width: 1200,
    height: 900,
    seed: 120 + index,
    hue: (index * 70 + 180) % 360,
  })),
  ...PROFILE_PAGES.map((text, index): ArtSpec => ({ ref: profilePage(index), kind: 'document', width: 1200, height: 1600, seed: 60 + index, hue: 205, text })),
  ...DOCUMENTS.map((text, index): ArtSpec => ({
    ref: documentImage(index),
    kind: 'document',
    width: 1240,
    height: 1754,
    seed: 70 + index,
    hue: [28, 150, 350, 240][index]!,
    text,
  })),
  ...Object.values(PORTRAITS).map((ref, index) => portraitOf(index, ref, 800, 1000)),
  ...PARTNER_LOGOS.map((ref, index): ArtSpec => {
    const [text, shape, style] = PARTNERS[index]!;
    return { ref, kind: 'logo', shape, style, width: 400, height: 200, seed: 90 + index, hue: (index * 55 + 10) % 360, text };
  }),
  ...COMPANIES.map((company, index): ArtSpec => ({
    ref: company.logo,
    kind: 'mark',
    shape: COMPANY_SHAPES[index]!,
    width: 400,
    height: 400,
    seed: 100 + index,
    hue: company.hue,
  })),
  { ref: 'cms/ContentImage/about.jpg', kind: 'meeting', width: 1200, height: 900, seed: 110, hue: 190 },
  { ref: 'cms/ContentImage/about-team.jpg', kind: 'training', width: 1200, height: 900, seed: 112, hue: 170 },
  { ref: 'cms/ContentImage/title-banner.jpg', kind: 'skyline', width: 1920, height: 480, seed: 111, hue: 215 },
  ...COUNTERS.map((_, index): ArtSpec => ({ ref: counterIcon(index), kind: 'mark', shape: COUNTER_SHAPES[index]!, width: 128, height: 128, seed: 130 + index, hue: 205 })),
  ...ABOUT_VOICES.map((_, index) => ({ ...portraitOf(20 + index, voicePortrait(index)) })),
  ...STAFF.flatMap((_, index) => (index === STAFF.length - 1 ? [] : [portraitOf(index, staffPortrait(index))])),
  ...TESTIMONIALS.flatMap((testimonial, index) => (testimonial.image ? [portraitOf(30 + index, testimonial.image)] : [])),
  ...SERVICE_IMAGES.map((title, index): ArtSpec => ({
    ref: serviceImage(title),
    kind: SERVICE_SCENES[index]!,
    width: 1200,
    height: 800,
    seed: 140 + index,
    hue: (index * 40 + 200) % 360,
  })),
  ...SISTER_CONCERNS.flatMap((company): ArtSpec[] => [
    { ref: company.image!, kind: 'mark', shape: 'diamond', width: 400, height: 400, seed: 150, hue: 190 },
    ...company.images.map((ref, index): ArtSpec => ({ ref, kind: 'training', width: 1200, height: 800, seed: 151 + index, hue: 180 + index * 30 })),
  ]),
  ...COUNTRIES.map(([, , colours, stripes], index): ArtSpec => ({
    ref: flagImage(index),
    kind: 'flag',
    colours,
    stripes,
    width: 600,
    height: 400,
    seed: 160 + index,
    hue: 0,
  })),
];
