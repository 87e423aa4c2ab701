/**
 * A synthetic CMS snapshot of any size, for the benchmark: the sample's Home and Contact
 * menus, then generated sections (20 children under each parent menu, as a real back office
 * nests them), notices with PDFs, employees, and distinct small JPEGs.
 */
import sharp from 'sharp';
import { byDateNewestFirst } from '../../../src/cms/order.ts';
import type {
  Employee,
  ManifestFile,
  MenuNode,
  MenuPage,
  Notice,
  Snapshot,
} from '../../../src/cms/schema.ts';
import { ART } from '../sample/art-list.ts';
import { MENUS, PAGES, SETTINGS, SLIDERS } from '../sample/content.ts';
import { TABLE_ROWS } from '../sample/records.ts';
import { drawArt } from '../../../packages/sample-art/images.ts';
import { simplePdf } from '../sample/pdf.ts';
import { writeMediaFile, writeSnapshot } from '../pull/snapshot-writer.ts';

export interface SyntheticSize {
  menus: number;
  notices: number;
  employees: number;
  images: number;
}

/**
 * `installation` has the shape of the group's own 2026 site: about 150 pages and 200 media
 * files (its notices' PDFs among them), and measures the publish page's preview and go live
 * too (publish-desk.ts); `small` is the quick check, `large` thirty times the site.
 */
export const SIZES = {
  small: { menus: 40, notices: 100, employees: 50, images: 60, publishDesk: false },
  installation: { menus: 60, notices: 50, employees: 40, images: 150, publishDesk: true },
  large: { menus: 1000, notices: 5000, employees: 2000, images: 3000, publishDesk: false },
} as const satisfies Record<string, SyntheticSize & { publishDesk: boolean }>;
export type SizeName = keyof typeof SIZES;

const CHILDREN_PER_PARENT = 20;
const FIRST_ID = 1000;
/** The first generated section's menu: blocks "Overview" and "Details", a page of its own. */
export const FIRST_SECTION_ID = FIRST_ID + 1;

export async function writeSyntheticSnapshot(dir: string, size: SyntheticSize): Promise<void> {
  const files: Record<string, ManifestFile> = {};
  const put = async (ref: string, data: Buffer) => {
    const [file, entry] = await writeMediaFile(dir, ref, data);
    files[file] = entry;
  };

  const images = Array.from(
    { length: size.images },
    (_, index) => `cms/ContentImage/bench-${index + 1}.jpg`,
  );
  for (const [index, ref] of images.entries()) {
    const colour = { r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53) % 256 };
    await put(
      ref,
      await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
        .jpeg({ quality: 70 })
        .toBuffer(),
    );
  }
  const image = (index: number) => images[index % images.length]!;

  // Keep the sample's own menus (Home, Contact, Notice, Our Team, galleries…), their pages and media.
  const keep = new Set(['Home', 'Contact', 'Notice', 'Our Team', 'Gallery']);
  const sampleMenus = MENUS.filter(
    (menu) => keep.has(menu.name) || menu.children.some((child) => keep.has(child.name)),
  );
  const samplePages = PAGES.filter((page) =>
    sampleMenus.some(
      (menu) => menu.id === page.id || menu.children.some((child) => child.id === page.id),
    ),
  );
  const sampleRefs = new Set([
    SETTINGS.logo,
    SETTINGS.footer_logo,
    ...SLIDERS.map((slider) => slider.image),
    ...samplePages.flatMap((page) => page.images.flatMap((group) => group.files)),
  ]);
  for (const spec of ART.filter((art) => sampleRefs.has(art.ref)))
    await put(spec.ref, await drawArt(spec));

  const sections: MenuNode[] = [];
  const pages: MenuPage[] = [...samplePages];
  for (let parent = 0; parent * CHILDREN_PER_PARENT < size.menus; parent += 1) {
    const parentId = FIRST_ID + parent * (CHILDREN_PER_PARENT + 1);
    const children = Array.from(
      { length: Math.min(CHILDREN_PER_PARENT, size.menus - parent * CHILDREN_PER_PARENT) },
      (_, child): MenuNode => {
        const id = parentId + child + 1;
        const index = parent * CHILDREN_PER_PARENT + child;
        pages.push({
          id,
          name: `Section ${index + 1}`,
          blocks: [
            { name: 'Overview', html: `<p>Section ${index + 1}: our work in this area.</p>` },
            { name: 'Details', html: `<ul><li>Item ${index}</li><li>Item ${index + 1}</li></ul>` },
          ],
          images: [
            {
              name: 'Pictures',
              files: [image(index * 3), image(index * 3 + 1), image(index * 3 + 2)],
            },
          ],
        });
        return { id, name: `Section ${index + 1}`, parent: parentId, children: [] };
      },
    );
    pages.push({ id: parentId, name: `Area ${parent + 1}`, blocks: [], images: [] });
    sections.push({ id: parentId, name: `Area ${parent + 1}`, parent: null, children });
  }

  const notices: Notice[] = [];
  for (let id = 1; id <= size.notices; id += 1) {
    const ref = `notice/bench-${id}.pdf`;
    const date = new Date(Date.UTC(2026, 10, 1) - id * 86_400_000).toISOString().slice(0, 10);
    await put(ref, simplePdf(`Notice ${id}`, [`Published ${date}.`]));
    notices.push({
      id,
      title: `Notice ${id}`,
      date,
      note: null,
      file: ref,
      show_on_homepage: false,
    });
  }
  const employees: Employee[] = Array.from({ length: size.employees }, (_, index) => ({
    id: index + 1,
    first_name: `Person`,
    last_name: `${index + 1}`,
    email: `person${index + 1}@bench.example`,
    primary_phone: '+1 555 000 0000',
    image: image(index),
    designation: 'Consultant',
  }));

  const snapshot: Snapshot = {
    settings: { ...SETTINGS, favicon: null },
    sliders: SLIDERS,
    notices: notices.sort(byDateNewestFirst),
    circulars: [],
    employees,
    menus: [...sampleMenus, ...sections],
    pages,
    // The tables' text rows; their pictures are the sample's, not drawn here, so none is referenced.
    tables: {
      ...TABLE_ROWS,
      services: TABLE_ROWS.services.map((row) => ({ ...row, image: null })),
      team: [],
      companies: [],
      portfolios: [],
      testimonials: [],
    },
  };
  await writeSnapshot(dir, snapshot, files, {
    source: { api: 'bench', media: 'bench' },
    pulledAt: new Date(0).toISOString(),
  });
}
