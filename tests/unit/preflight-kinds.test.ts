import { describe, expect, it } from 'vitest';
import { findingWords, type Finding } from '../../scripts/lib/preflight/finding.ts';
import { deadLink, type LinkContext } from '../../scripts/lib/preflight/kinds/dead-links.ts';
import {
  MAX_LISTED_PER_KIND,
  preflight,
  preflightText,
} from '../../scripts/lib/preflight/preflight.ts';
import type { RecordOf, Snapshot } from '../../src/cms/schema.ts';
import { company } from '../fixtures/preflight-snapshot.ts';
import { baseSettings, inventedSnapshot } from '../helpers/invented-snapshot.ts';

const report = (snapshot: Snapshot, live: Snapshot | null = null) =>
  preflight({ snapshot, live, backOffice: ['https://cms.invented.example'] });
const said = (findings: Finding[]) => findings.map(findingWords);

const companies = (...rows: RecordOf<'companies'>[]) =>
  inventedSnapshot({ tables: { companies: rows } });

// Issue 48: 5,000 placeholder notices made a 2 MB publish page and a 4.5 MB record per release.
describe('a report of many findings of one kind', () => {
  it('lists the first 25 and counts the rest, in the same order', () => {
    const rows = Array.from({ length: 5_000 }, (_, i) =>
      company(i + 1, `Tern Shipping ${i + 1}`, 'Lorem ipsum dolor sit amet.'),
    );
    const findings = report(companies(...rows));
    expect(findings).toHaveLength(MAX_LISTED_PER_KIND + 1);
    expect(findingWords(findings[0]!)).toContain('“Tern Shipping 1”');
    expect(findingWords(findings[24]!)).toContain('“Tern Shipping 25”');
    expect(findingWords(findings[25]!)).toBe(
      '4975 more places have the same trouble as the 25 above; they are not listed one by one. To fix: fix the ones above and publish again: the next report names the rest.',
    );
  });
});

describe('the order of the report', () => {
  it('puts what the home page shows first and what needs no action last', () => {
    const test: RecordOf<'notices'> = {
      id: 7,
      title: 'test',
      date: '2026-11-20',
      note: null,
      file: null,
      show_on_homepage: true,
    };
    const findings = preflight({
      snapshot: inventedSnapshot({
        notices: [test],
        tables: { companies: [company(1, 'Tern Shipping', 'Lorem ipsum dolor sit amet.')] },
      }),
      live: null,
      backOffice: [],
      leftOut: { items: [{ screen: 'Our Team', reason: 'team-contacts', count: 3 }], more: 0 },
    });
    expect(findings.map((finding) => finding.kind)).toEqual([
      'test-notice',
      'placeholder-text',
      'left-out',
    ]);
  });
});

describe('placeholder text', () => {
  it.each([
    ['lorem ipsum', 'Lorem ipsum dolor sit amet.', '“lorem ipsum”'],
    ['a held key', 'Our services aaaaaaa', '“aaaaaaa”'],
    ['keyboard mash', 'We are qwerty people', '“qwerty”'],
    ['a word with no vowel', 'Founded by kjhgfdsx', '“kjhgfdsx”'],
  ])('names %s, on its screen and row', (_, text, quoted) => {
    const [finding] = report(companies(company(1, 'Tern Shipping', text)));
    expect(finding?.kind).toBe('placeholder-text');
    expect(findingWords(finding!)).toContain('Sister concerns › “Tern Shipping” (Description)');
    expect(findingWords(finding!)).toContain(quoted);
  });

  it('leaves real text alone, in any script', () => {
    expect(
      report(
        companies(
          company(
            1,
            'Tern Shipping',
            'Tern Shipping carries cargo between three harbours, 2,000 tonnes a week.',
          ),
          company(2, 'দক্ষিণ বন্দর', 'দক্ষিণ বন্দরে আমাদের দল প্রতিদিন কাজ করে।'),
        ),
      ),
    ).toEqual([]);
  });
});

describe('text a generator addressed to its user', () => {
  it.each([
    "Sure! Here's a short description of Tern Shipping for your website.",
    'As an AI, I cannot know your history, but here is a draft.',
    'Tern Shipping carries cargo. I hope this helps!',
    'Welcome to [Your Company Name], the harbour experts.',
    // Issue 48: closing lines pasted into short fields went unflagged.
    'Hope this helps!',
    'Let me know if any changes are needed.',
    'Feel free to reach out for edits.',
    'Would you like me to make it shorter?',
    'I can also tailor it for a brochure.',
  ])('names “%s” with the sentence that gives it away', (text) => {
    const found = report(companies(company(1, 'Tern Shipping', text)));
    expect(found.map((finding) => finding.kind)).toEqual(['generator-text']);
    expect(findingWords(found[0]!)).toMatch(
      /^Sister concerns › “Tern Shipping” \(Description\): visitors read a writing assistant's reply/,
    );
  });

  it('does not take "sure" in a sentence for a reply, nor a company speaking to its clients', () => {
    for (const text of [
      'We make sure every crate arrives.',
      'Let us know if you need a visa consultation.',
      'Would you like to work abroad? Our desk can help.',
      'We can tailor a recruitment plan to your hospital.',
    ])
      expect(report(companies(company(1, 'Tern Shipping', text))), text).toEqual([]);
  });
});

describe('nearly the same long text on two records', () => {
  // Issue 48: two long texts 92 % the same were not flagged.
  it('is one finding naming both rows and how much of it is the same', () => {
    const base =
      'Our crews load and unload cargo at three harbours every day of the year, with cranes we own, a yard we run ourselves and a team of forty who know each berth by heart.';
    const found = report(
      companies(
        company(1, 'Tern Shipping', base),
        company(2, 'Kestrel Stevedores', base.replace('forty', 'fifty')),
        company(
          3,
          'Gannet Yard',
          'Gannet Yard repairs hulls and engines for the coastal fleet, in a dry dock of its own beside the old customs house, since 1962.',
        ),
      ),
    );
    expect(said(found)).toEqual([
      expect.stringMatching(
        /^Sister concerns › “Tern Shipping” \(Description\) and Sister concerns › “Kestrel Stevedores” \(Description\): visitors read nearly the same text \(9\d % the same\)/,
      ),
    ]);
  });

  it('leaves texts alone that share only the phrases every description uses', () => {
    const rows = Array.from({ length: 60 }, (_, i) =>
      company(
        i + 1,
        `Company ${i + 1}`,
        `We are a member of the group since ${1960 + i}, and our work in harbour ${i} covers ${i + 2} berths, ${i * 3} cranes and a warehouse of ${i * 100} square metres.`,
      ),
    );
    expect(report(companies(...rows))).toEqual([]);
  });
});

describe('the same long text on two records', () => {
  const copy =
    'Our crews load and unload cargo at three harbours every day of the year, with cranes we own and a yard we run ourselves.';

  it('is one finding naming both rows', () => {
    const found = report(
      companies(company(1, 'Tern Shipping', copy), company(2, 'Kestrel Stevedores', copy)),
    );
    expect(said(found)).toEqual([
      expect.stringMatching(
        /^Sister concerns › “Tern Shipping” \(Description\) and Sister concerns › “Kestrel Stevedores” \(Description\): visitors read the same text/,
      ),
    ]);
  });

  it('lets short texts repeat', () => {
    expect(
      report(
        companies(company(1, 'Tern', 'Cargo handling.'), company(2, 'Kestrel', 'Cargo handling.')),
      ),
    ).toEqual([]);
  });
});

describe('a notice that looks like a test', () => {
  const notice = (title: string, note: string | null): RecordOf<'notices'> => ({
    id: 1,
    title,
    date: '2026-03-02',
    note,
    file: null,
    show_on_homepage: true,
  });
  it.each([
    ['a one-word body', 'Office hours', 'ok', 'its text is one word (“ok”)'],
    [
      'a title longer than its body',
      'The office is closed on Friday for the harbour festival',
      'Closed Friday.',
      'its title is longer than its text',
    ],
    ['a title saying test', 'Test notice', null, 'it says it is a test'],
  ])('names %s and the ticker', (_, title, note, sign) => {
    const [finding] = report(inventedSnapshot({ notices: [notice(title, note)] }));
    expect(findingWords(finding!)).toContain(
      `Notices › “${title}”: this looks like a test: ${sign}. Visitors see it on the notice board and in the home page’s ticker.`,
    );
  });

  it('leaves a notice with only a title and its file alone', () => {
    expect(
      report(inventedSnapshot({ notices: [notice('Tender for crane servicing', null)] })),
    ).toEqual([]);
  });
});

describe('decoration images published as content', () => {
  it.each(['testimonial-bg.png', 'shape-3.png', 'about_background.webp'])('names %s', (file) => {
    const snapshot = inventedSnapshot({
      tables: {
        portfolios: [
          { id: 1, title: 'North quay', slug: null, image: `portfolio/${file}`, serial_number: 1 },
        ],
      },
    });
    expect(said(report(snapshot))).toEqual([
      expect.stringContaining(
        `Portfolio › “North quay” (Image): the picture “${file}” looks like the template's decoration`,
      ),
    ]);
  });

  it('leaves a photo named for what it shows alone', () => {
    const snapshot = inventedSnapshot({
      tables: {
        portfolios: [
          {
            id: 1,
            title: 'Bangladesh',
            slug: null,
            image: 'portfolio/flag-shapla.png',
            serial_number: 1,
          },
        ],
      },
    });
    expect(report(snapshot)).toEqual([]);
  });
});

describe('links that lead nowhere', () => {
  const context: LinkContext = {
    sitePaths: new Set(['/', '/about/2/', '/notice/rss.xml']),
    siteHosts: new Set(['www.harbourline.example']),
    backOfficeHosts: new Set(['cms.invented.example']),
  };
  it.each([
    ['about-us.html', '/', 'no page of this website (/about-us.html)'],
    ['../contact.php', '/about/2/', 'no page of this website (/about/contact.php)'],
    [
      'https://www.harbourline.example/services.php',
      '/',
      'no page of this website (/services.php)',
    ],
    [
      'https://cms.invented.example/admin/',
      '/',
      'a page of the back office, which visitors cannot open',
    ],
    ['http://localhost:3000/about', '/', 'an address on an editor’s own computer (localhost)'],
    ['file:///C:/Users/desk/price.pdf', '/', 'a file on an editor’s own computer'],
  ])('%s seen from %s leads to %s', (href, base, why) => {
    expect(deadLink(href, base, context)).toBe(why);
  });

  it.each([
    '/about/2',
    '/about/2/#team',
    '/notice/rss.xml',
    'https://cms.invented.example/media/notice/tender.pdf',
    'https://www.other-group.example/gone.php',
    'mailto:office@harbourline.example',
    '#top',
  ])('%s is fine or not ours to check', (href) => {
    expect(deadLink(href, '/', context)).toBeUndefined();
  });
});

describe('menu pages with nothing on them, and values the site does not show', () => {
  const menus = [
    { id: 1, name: 'Home', parent: null, children: [] },
    {
      id: 3,
      name: 'Products',
      parent: null,
      children: [{ id: 4, name: 'Spare parts', parent: 3, children: [] }],
    },
  ];
  it('names the empty menu under its parent, in the CMS menus screen, without its id', () => {
    const snapshot = inventedSnapshot({
      menus,
      pages: [
        { id: 1, name: 'Home', blocks: [{ name: 'Welcome', html: '<p>Hello.</p>' }], images: [] },
      ],
    });
    const found = said(report(snapshot));
    expect(found).toContainEqual(
      expect.stringMatching(
        /^CMS menus › “Products › Spare parts”: this menu has no text and no pictures/,
      ),
    );
    expect(found.join('\n')).not.toMatch(/menu \d/);
  });

  it('names a dropdown menu whose own blocks are shown nowhere', () => {
    const snapshot = inventedSnapshot({
      menus,
      pages: [
        {
          id: 3,
          name: 'Products',
          blocks: [{ name: 'Intro', html: '<p>Our products.</p>' }],
          images: [],
        },
      ],
    });
    expect(said(report(snapshot))).toContainEqual(
      expect.stringMatching(
        /^CMS menus › “Products”: “Products” has menus under it, so the website shows it as a dropdown/,
      ),
    );
  });
});

describe('alt text from a file name', () => {
  it('names a gallery photo whose file name becomes its alt text, not a phone’s name', () => {
    const snapshot = inventedSnapshot({
      tables: {
        gallery: [
          { id: 1, image: 'gallery/Crane_crew_at_dawn.png' },
          { id: 2, image: 'gallery/IMG-20260301-WA0007.png' },
        ],
      },
    });
    expect(said(report(snapshot))).toEqual([
      expect.stringMatching(
        /^Gallery › “Crane_crew_at_dawn.png” \(Image\): people using a screen reader hear this picture described by its file's name, “Crane crew at dawn”/,
      ),
    ]);
  });
});

describe('parts of the site that lost all their rows', () => {
  it('names the screen that had rows live and has none now', () => {
    const live = companies(company(1, 'Tern Shipping', 'Cargo.'), company(2, 'Kestrel', 'Crews.'));
    expect(said(report(inventedSnapshot(), live))).toEqual([
      'Sister concerns: the live website shows 2 companies here; after this publish it shows none. To fix: if they were not deleted on purpose, check the screen still lists them in the back office before you publish.',
    ]);
  });
});

describe('the report', () => {
  it('says each finding once, and nothing when there is nothing', () => {
    const text =
      'Lorem ipsum dolor sit amet, and I hope this helps with the harbour and its crews.';
    const snapshot = companies(company(1, 'Tern', text));
    expect(report(snapshot).map((finding) => finding.kind)).toEqual([
      'generator-text',
      'placeholder-text',
    ]);
    expect(preflightText([])).toBe('Pre-flight report: nothing to look at.');
  });
});

describe('the site address in the general settings (issue 49)', () => {
  const withAddress = (site_address: string) =>
    inventedSnapshot({ settings: { ...baseSettings, site_address } });
  const said = (snapshot: Snapshot, siteUrl?: string) =>
    preflight({ snapshot, live: null, backOffice: [], ...(siteUrl ? { siteUrl } : {}) })
      .filter((finding) => finding.kind === 'site-address')
      .map(findingWords);

  it('says when it is not where the website is published, has a path, or is no address', () => {
    expect(said(withAddress('old-lakeside.example'), 'https://www.lakeside.org/')).toEqual([
      "General settings (Site address): this says the website is at “old-lakeside.example”, but it is published at https://www.lakeside.org: search engines and shared links use https://www.lakeside.org. To fix: write the website's address here (www.lakeside.org), or ask whoever runs the website which one is right.",
    ]);
    expect(said(withAddress('www.lakeside.org/home'), 'https://www.lakeside.org')).toEqual([
      'General settings (Site address): the website is served at the root of https://www.lakeside.org, so “/home” is left out of its links to itself. To fix: write the address without a path (www.lakeside.org).',
    ]);
    expect(said(withAddress('lakeside'))).toEqual([
      "General settings (Site address): “lakeside” is not a web address, so the website does not use it for its links to itself. To fix: write the website's address, such as www.example.org.",
    ]);
    expect(said(withAddress('www.lakeside.org'), 'https://www.lakeside.org')).toEqual([]);
    expect(said(withAddress('https://www.lakeside.org/'))).toEqual([]);
  });
});
