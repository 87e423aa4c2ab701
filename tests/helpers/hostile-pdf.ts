/**
 * Small PDFs made in the tests, each replaying an upload that once hurt the build or a visitor:
 * words with an emoji where the search cuts them, a stream that inflates to hundreds of MiB,
 * scripts that run when the file is opened. A few KB each; nothing binary is committed.
 */
import { deflateSync } from 'node:zlib';

/** A stream object: its dictionary (without /Length) and its bytes. */
export const stream = (dictionary: string, bytes: Buffer | string) => ({
  dictionary,
  bytes: Buffer.from(bytes),
});

/** A PDF of these objects, numbered from 1 (the first is the catalog), with a correct cross-reference table. */
export function pdfOf(objects: Array<string | ReturnType<typeof stream>>, trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets = objects.map((object, index) => {
    const offset = length;
    const body =
      typeof object === 'string'
        ? [Buffer.from(object, 'latin1')]
        : [
            Buffer.from(
              `<< ${object.dictionary} /Length ${object.bytes.length} >>\nstream\n`,
              'latin1',
            ),
            object.bytes,
            Buffer.from('\nendstream'),
          ];
    for (const part of [Buffer.from(`${index + 1} 0 obj\n`), ...body, Buffer.from('\nendobj\n')]) {
      parts.push(part);
      length += part.length;
    }
    return offset;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
  ];
  parts.push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** Catalog, page tree and one page showing `content` in Helvetica (object 5), with `extra` objects from number 6 on. */
function onePage(
  content: ReturnType<typeof stream>,
  options: {
    catalog?: string;
    page?: string;
    font?: string;
    extra?: Array<string | ReturnType<typeof stream>>;
    trailer?: string;
  } = {},
): Buffer {
  return pdfOf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${options.page ?? ''} >>`,
      content,
      `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica ${options.font ?? ''} >>`,
      ...(options.extra ?? []),
    ],
    options.trailer,
  );
}

/**
 * A notice whose words are `before` characters (lines of "a", one space between lines), then an
 * emoji (its font maps the byte "A" to U+1F600): at 19,999, the emoji sits where the search cuts
 * a text, at 20,000.
 */
export function emojiAtCutPdf(before: number): Buffer {
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Emoji def 1 begincodespacerange <00> <FF> endcodespacerange',
    '2 beginbfchar <41> <D83DDE00> <61> <0061> endbfchar',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  // pdf.js reads only what is on the page: lines of 1,000 letters in a 1 pt font fit it.
  const words = `${`${'a'.repeat(1000)} `.repeat(Math.ceil(before / 1001)).slice(0, before)}A`;
  const lines = words.split(' ').map((line) => `(${line}) '`);
  return onePage(stream('', ['BT /F1 1 Tf 1 TL 10 780 Td', ...lines, 'ET'].join('\n')), {
    font: '/ToUnicode 6 0 R',
    extra: [stream('', cmap)],
  });
}

/**
 * A page whose content stream inflates to `mib` MiB of blanks: a few KB on disk, run-length
 * coded then deflated. pdf.js keeps what it inflates, outside the JavaScript heap.
 */
export function inflationBombPdf(mib: number): Buffer {
  // Run-length: byte 129 repeats the next byte 128 times.
  const runs = Buffer.alloc(mib * 1024 * 16, Buffer.from([129, 0x20]));
  return onePage(
    stream('/Filter [/FlateDecode /RunLengthDecode]', deflateSync(runs, { level: 9 })),
  );
}

/** A one-line notice that runs JavaScript when opened, on a link, on a page and in a form field. */
export function scriptedPdf(): Buffer {
  const js = (code: string) => `<< /Type /Action /S /JavaScript /JS (${code}) >>`;
  return onePage(stream('', 'BT /F1 24 Tf 72 700 Td (Scripted notice) Tj ET'), {
    catalog: `/OpenAction ${js("app.alert('open')")} /Names << /JavaScript << /Names [(x) 6 0 R] >> >> /AA << /WC ${js("app.alert('close')")} >> /AcroForm << /Fields [8 0 R] /XFA 9 0 R >>`,
    page: `/Annots [7 0 R 8 0 R] /AA << /O ${js("app.alert('page')")} >>`,
    extra: [
      js("app.alert('named')"),
      `<< /Type /Annot /Subtype /Link /Rect [72 650 300 680] /A << /S /URI /URI (javascript:app.alert\\('uri'\\)) /Next ${js("app.alert('next')")} >> >>`,
      `<< /Type /Annot /Subtype /Widget /FT /Tx /T (field) /Rect [72 600 300 630] /AA << /K ${js("app.alert('key')")} >> /A << /S /Launch /F (calc.exe) >> >>`,
      stream('', `<xdp:xdp><script>app.alert('xfa')</script></xdp:xdp>`),
    ],
  });
}

/** The notice's one safe link, kept by the rewrite: an https URI. */
export function linkedPdf(url: string): Buffer {
  return onePage(stream('', 'BT /F1 24 Tf 72 700 Td (Linked notice) Tj ET'), {
    page: '/Annots [6 0 R]',
    extra: [
      `<< /Type /Annot /Subtype /Link /Rect [72 650 300 680] /A << /S /URI /URI (${url}) >> >>`,
    ],
  });
}

/** A notice the rewriter cannot open (it is encrypted): it may only be offered for download. */
export function encryptedPdf(): Buffer {
  const key = `<${'28BF4E5E4E758A4164004E56FFFA0108'.repeat(2)}>`;
  return onePage(stream('', 'BT /F1 24 Tf 72 700 Td (Locked notice) Tj ET'), {
    trailer: `/Encrypt << /Filter /Standard /V 1 /R 2 /O ${key} /U ${key} /P -4 >> /ID [<01> <01>]`,
  });
}
