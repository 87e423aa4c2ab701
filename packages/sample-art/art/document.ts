/**
 * Documents as a visitor would photograph them: an A4 page lying on a plain ground, whole, so a
 * gallery that crops its tiles still shows the entire page. Certificates and licences have a
 * clear title, the holder, ruled fields, a seal or stamp and signatures; profile pages are the
 * group's brochure.
 */
import { lockup, mark } from './marks.ts';
import { between, INK, type Random } from './random.ts';
import { fit, paragraph, text } from './type.ts';

export interface Certificate {
  /** Who issued it, over the title. */
  issuer: string;
  title: string;
  /** A line under the title: the standard, the class of licence. */
  subtitle?: string;
  /** The sentence that grants it, naming the holder. */
  statement: string;
  holder: string;
  fields: ReadonlyArray<readonly [string, string]>;
  /** A gold seal with ribbons, or an ink stamp in red or blue. */
  seal: 'gold' | 'red' | 'blue';
  accent: string;
  signatories: readonly [string, string];
}

/** The page's box inside the frame: A4, 88 % of the height, centred. */
export function pageBox(w: number, h: number) {
  const ph = h * 0.88;
  const pw = Math.min(w * 0.9, ph / Math.SQRT2);
  return { x: (w - pw) / 2, y: (h - ph) / 2, w: pw, h: ph };
}

/** The ground and the page's shadow. */
const ground = (w: number, h: number, page: ReturnType<typeof pageBox>) =>
  `<rect width="${w}" height="${h}" fill="#e6ebee"/><rect x="${page.x + page.w * 0.012}" y="${page.y + page.w * 0.016}" width="${page.w}" height="${page.h}" fill="#000000" opacity="0.12"/><rect x="${page.x}" y="${page.y}" width="${page.w}" height="${page.h}" fill="${INK.paper}"/>`;

function seal(kind: Certificate['seal'], x: number, y: number, r: number, random: Random): string {
  if (kind === 'gold') {
    const teeth = Array.from({ length: 24 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 24;
      const rr = i % 2 ? r : r * 0.9;
      return `${x + rr * Math.cos(a)},${y + rr * Math.sin(a)}`;
    });
    return `<path d="M ${x - r * 0.5} ${y + r * 0.5} L ${x - r * 0.75} ${y + r * 1.6} L ${x - r * 0.45} ${y + r * 1.35} L ${x - r * 0.25} ${y + r * 1.65} L ${x - r * 0.05} ${y + r * 0.6} Z M ${x + r * 0.5} ${y + r * 0.5} L ${x + r * 0.75} ${y + r * 1.6} L ${x + r * 0.45} ${y + r * 1.35} L ${x + r * 0.25} ${y + r * 1.65} L ${x + r * 0.05} ${y + r * 0.6} Z" fill="${INK.coral}"/><polygon points="${teeth.join(' ')}" fill="#d9a93a"/><circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="#e8c15a" stroke="#b98a22" stroke-width="${r * 0.04}"/><circle cx="${x}" cy="${y}" r="${r * 0.58}" fill="none" stroke="#b98a22" stroke-width="${r * 0.03}"/>${mark('bridge', x - r * 0.42, y - r * 0.42, r * 0.84, '#b98a22')}`;
  }
  const colour = kind === 'red' ? '#b3261e' : '#27508f';
  return `<g transform="rotate(${between(random, -16, -6)} ${x} ${y})" opacity="0.82"><circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${colour}" stroke-width="${r * 0.07}"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="none" stroke="${colour}" stroke-width="${r * 0.03}"/>${text('APPROVED', x, y + r * 0.12, { size: r * 0.3, fill: colour, weight: 800, anchor: 'middle', tracking: 0.04 })}${text('★ PORT ALDREN ★', x, y - r * 0.38, fit('★ PORT ALDREN ★', r * 1.2, { size: r * 0.14, fill: colour, weight: 700, anchor: 'middle' }))}${text('2026', x, y + r * 0.5, { size: r * 0.16, fill: colour, weight: 700, anchor: 'middle' })}</g>`;
}

/** A certificate or licence on its page. */
export function certificatePage(random: Random, w: number, h: number, doc: Certificate): string {
  const page = pageBox(w, h);
  const X = (f: number) => page.x + page.w * f;
  const Y = (f: number) => page.y + page.h * f;
  const u = page.w / 100;
  const border = `<rect x="${X(0.04)}" y="${Y(0.03)}" width="${page.w * 0.92}" height="${page.h * 0.94}" fill="none" stroke="${doc.accent}" stroke-width="${u * 0.9}"/><rect x="${X(0.055)}" y="${Y(0.04)}" width="${page.w * 0.89}" height="${page.h * 0.92}" fill="none" stroke="${doc.accent}" stroke-width="${u * 0.25}"/>`;
  const crest = mark('bridge', X(0.5) - u * 7, Y(0.07), u * 14, doc.accent);
  const issuer = text(
    doc.issuer,
    X(0.5),
    Y(0.2),
    fit(doc.issuer, page.w * 0.8, {
      size: u * 3,
      fill: INK.text,
      weight: 700,
      anchor: 'middle',
      tracking: 0.12,
      upper: true,
    }),
  );
  const title = text(
    doc.title,
    X(0.5),
    Y(0.3),
    fit(doc.title, page.w * 0.84, {
      size: u * 9,
      fill: doc.accent,
      face: 'serif',
      weight: 700,
      anchor: 'middle',
    }),
  );
  const subtitle = doc.subtitle
    ? text(
        doc.subtitle,
        X(0.5),
        Y(0.355),
        fit(doc.subtitle, page.w * 0.8, {
          size: u * 4,
          fill: INK.text,
          face: 'serif',
          weight: 600,
          anchor: 'middle',
        }),
      )
    : '';
  const rule = `<path d="M ${X(0.3)} ${Y(0.385)} H ${X(0.7)}" stroke="${INK.accent}" stroke-width="${u * 0.5}"/>`;
  const statement = paragraph(
    doc.statement,
    X(0.12),
    Y(0.415),
    page.w * 0.76,
    { size: u * 2.9, fill: INK.text, face: 'serif', weight: 400, anchor: 'start' },
    { maxLines: 3, leading: 1.35 },
  );
  const holder = text(
    doc.holder,
    X(0.5),
    Y(0.56),
    fit(doc.holder, page.w * 0.8, {
      size: u * 6,
      fill: INK.navy,
      face: 'serif',
      weight: 600,
      anchor: 'middle',
    }),
  );
  const rows = doc.fields
    .map(([label, value], i) => {
      const y = Y(0.63 + i * 0.052);
      return `${text(label, X(0.12), y, { size: u * 2.4, fill: '#55636f', weight: 600 })}${text(value, X(0.42), y, fit(value, page.w * 0.46, { size: u * 2.6, fill: INK.text, weight: 500 }))}<path d="M ${X(0.12)} ${y + u * 1.4} H ${X(0.88)}" stroke="#c3ccd3" stroke-width="${u * 0.2}"/>`;
    })
    .join('');
  const signTop = Y(0.86);
  const signature = (x: number, name: string) =>
    `<path d="M ${x} ${signTop} c ${u * 3} ${-u * 4} ${u * 5} ${u * 3} ${u * 8} ${-u * 1} s ${u * 4} ${u * 3} ${u * 7} ${-u * 1.5} s ${u * 3} ${u * 2} ${u * 6} 0" stroke="#1b2f5c" stroke-width="${u * 0.4}" fill="none"/><path d="M ${x} ${signTop + u * 2.5} H ${x + u * 24}" stroke="${INK.text}" stroke-width="${u * 0.2}"/>${text(name, x, signTop + u * 5.5, fit(name, u * 24, { size: u * 2.2, fill: '#55636f', weight: 500 }))}`;
  return `${ground(w, h, page)}${border}${crest}${issuer}${title}${subtitle}${rule}${statement.svg}${holder}${rows}${signature(X(0.12), doc.signatories[0])}${signature(X(0.64), doc.signatories[1])}${seal(doc.seal, X(0.5), signTop + u * 1, u * 8, random)}`;
}

export interface ProfileOptions {
  title: string;
  kind: 'cover' | 'list' | 'people' | 'partners';
  /** Words of the page: the list's items, the people's names, the partners' names, the cover's tagline. */
  items: readonly string[];
  /** Drawings placed on the page: the cover's picture, the people's portraits, the partners' logos (each given its box). */
  art?: (x: number, y: number, width: number, height: number, index: number) => string;
  number: number;
}

/** A page of the group's brochure: the cover, a list of services, its people, its partners. */
export function profilePage(w: number, h: number, options: ProfileOptions): string {
  const page = pageBox(w, h);
  const X = (f: number) => page.x + page.w * f;
  const Y = (f: number) => page.y + page.h * f;
  const u = page.w / 100;
  const header = `<rect x="${page.x}" y="${page.y}" width="${page.w}" height="${page.h * 0.012}" fill="${INK.accent}"/><g transform="translate(${X(0.08)} ${Y(0.04)})">${lockup(u * 40, u * 8, 'Meridian Bridge', 'GROUP')}</g>${text(`${options.number} / 4`, X(0.92), Y(0.075), { size: u * 2.4, fill: '#55636f', weight: 600, anchor: 'end' })}`;
  const footer = `<path d="M ${X(0.08)} ${Y(0.94)} H ${X(0.92)}" stroke="#c3ccd3" stroke-width="${u * 0.2}"/>${text('Meridian House, 14 Quayside Walk, Port Aldren 4410', X(0.08), Y(0.965), { size: u * 1.9, fill: '#55636f' })}`;
  const title = text(
    options.title,
    X(0.08),
    Y(options.kind === 'cover' ? 0.7 : 0.19),
    fit(options.title, page.w * 0.84, {
      size: u * (options.kind === 'cover' ? 9.5 : 7.5),
      fill: INK.navy,
      face: 'serif',
      weight: 700,
    }),
  );
  let body: string;
  if (options.kind === 'cover') {
    body = `${options.art?.(X(0), Y(0.12), page.w, page.h * 0.5, 0) ?? ''}<rect x="${X(0.08)}" y="${Y(0.63)}" width="${u * 12}" height="${u * 1}" fill="${INK.accent}"/>${paragraph(options.items.join(' '), X(0.08), Y(0.74), page.w * 0.8, { size: u * 3.6, fill: INK.text, face: 'serif' }, { maxLines: 3, leading: 1.35 }).svg}`;
  } else if (options.kind === 'list') {
    body = options.items
      .map((item, i) => {
        const y = Y(0.27 + i * 0.105);
        return `<circle cx="${X(0.12)}" cy="${y}" r="${u * 3.4}" fill="${[INK.teal, INK.accent, INK.green, INK.coral][i % 4]}"/>${text(String(i + 1), X(0.12), y + u * 1.3, { size: u * 3.6, fill: '#ffffff', weight: 700, anchor: 'middle' })}${text(item, X(0.2), y - u * 0.4, fit(item, page.w * 0.7, { size: u * 3.8, fill: INK.navy, weight: 700 }))}<rect x="${X(0.2)}" y="${y + u * 1.6}" width="${page.w * 0.62}" height="${u * 0.9}" fill="#c3ccd3"/><rect x="${X(0.2)}" y="${y + u * 3.6}" width="${page.w * 0.46}" height="${u * 0.9}" fill="#c3ccd3"/>`;
      })
      .join('');
  } else {
    const columns = options.kind === 'people' ? 3 : 2;
    const cell = (page.w * 0.84) / columns;
    const cellH = options.kind === 'people' ? page.h * 0.3 : page.h * 0.2;
    body = options.items
      .map((item, i) => {
        const x = X(0.08) + (i % columns) * cell;
        const y = Y(0.25) + Math.floor(i / columns) * cellH;
        if (options.kind === 'people') {
          const size = cell * 0.8;
          return `<defs><clipPath id="face-${i}"><circle cx="${x + cell / 2}" cy="${y + size / 2}" r="${size / 2}"/></clipPath></defs><g clip-path="url(#face-${i})">${options.art?.(x + cell / 2 - size / 2, y, size, size, i) ?? ''}</g>${text(item, x + cell / 2, y + size + u * 4.5, fit(item, cell * 0.92, { size: u * 2.8, fill: INK.navy, weight: 700, anchor: 'middle' }))}`;
        }
        return `<rect x="${x + u}" y="${y}" width="${cell - u * 2}" height="${cellH - u * 3}" rx="${u}" fill="#ffffff" stroke="#d5dde3" stroke-width="${u * 0.3}"/>${options.art?.(x + u * 3, y + u * 2, cell - u * 6, cellH - u * 7, i) ?? ''}`;
      })
      .join('');
  }
  return `${ground(w, h, page)}${header}${title}${body}${footer}`;
}
