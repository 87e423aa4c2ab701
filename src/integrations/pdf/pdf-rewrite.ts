/**
 * A notice PDF as the site publishes it: the same pages without anything a viewer runs. The
 * notice viewer frames the PDF, and a browser's PDF viewer runs the JavaScript inside it (on
 * opening, on a page, on a link, in a form field), which can raise dialogs over the site.
 *
 * Every dictionary of the file is visited, wherever it is referenced from: additional actions
 * (/AA), open actions and XFA forms are removed, as are the document's named scripts; an action
 * that is not a move within the document or an http(s) or mail link is emptied, so a viewer
 * does nothing. Text, pictures, fonts, links and form values stay.
 *
 * A file whose streams inflate past MAX_INFLATED_STREAM_BYTES is refused too: a few KB can
 * inflate to gigabytes in a visitor's browser, so such a PDF is offered for download only.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';

/** Keys whose value only ever runs something; the scripts and forms of the last two are not kept even unreferenced. */
const RUNS = ['AA', 'OpenAction', 'JavaScript', 'XFA'].map((key) => PDFName.of(key));
const OWNS = new Set(['JavaScript', 'XFA']);
const S = PDFName.of('S');
const JS = PDFName.of('JS');
const URI = PDFName.of('URI');
const N = PDFName.of('N');
const SAFE_PAGE_MOVES = new Set(['NextPage', 'PrevPage', 'FirstPage', 'LastPage']);
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

const text = (object: PDFObject | undefined) =>
  object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;
const nameOf = (object: PDFObject | undefined) =>
  object instanceof PDFName ? object.decodeText() : undefined;

function isSafeAction(action: PDFDict, document: PDFDocument): boolean {
  switch (nameOf(action.get(S))) {
    case 'GoTo':
      return true;
    case 'URI':
      return SAFE_LINK.test(text(document.context.lookup(action.get(URI))) ?? '');
    case 'Named':
      return SAFE_PAGE_MOVES.has(nameOf(action.get(N)) ?? '');
    default:
      return false;
  }
}

/** Each dictionary within `object` (arrays and stream dictionaries included, references not followed). */
function* dictionaries(object: PDFObject): Generator<PDFDict> {
  if (object instanceof PDFStream) yield* dictionaries(object.dict);
  else if (object instanceof PDFDict) {
    yield object;
    for (const [, value] of object.entries()) yield* dictionaries(value);
  } else if (object instanceof PDFArray)
    for (const value of object.asArray()) yield* dictionaries(value);
}

/** Deletes the objects `value` refers to directly (a reference, or an array of them). */
function dropReferenced(value: PDFObject | undefined, document: PDFDocument): void {
  for (const item of value instanceof PDFArray ? value.asArray() : [value])
    if (item instanceof PDFRef) document.context.delete(item);
}

function strip(dictionary: PDFDict, document: PDFDocument): void {
  for (const key of RUNS) {
    if (OWNS.has(key.decodeText())) dropReferenced(dictionary.get(key), document);
    dictionary.delete(key);
  }
  if (!dictionary.has(S) || isSafeAction(dictionary, document)) return;
  dropReferenced(dictionary.get(JS), document);
  for (const key of dictionary.keys()) dictionary.delete(key);
}

/**
 * The most one stream may inflate to: a page scanned at 300 dpi in colour is 26 MB unpacked.
 * Read 1 MiB at a time, so checking holds no more than the cap.
 */
export const MAX_INFLATED_STREAM_BYTES = 64 * 1024 * 1024;
const CHUNK = 1024 * 1024;

/** Throws when a stream of the document inflates past `max` bytes. */
function checkInflation(document: PDFDocument, max: number): void {
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let decoded;
    try {
      decoded = decodePDFRawStream(object);
    } catch {
      // A filter the rewriter does not know (a JPEG, a fax image): the bytes are kept as they are.
      continue;
    }
    let size = 0;
    for (let read = CHUNK; read === CHUNK && size <= max; size += read)
      read = decoded.getBytes(CHUNK).length;
    if (size > max) throw new Error(`a stream of it inflates past ${max / 1024 / 1024} MiB`);
  }
}

/** The PDF without scripts or actions; throws when it cannot be read (encrypted, broken, or without pages). */
export async function pdfWithoutScripts(
  bytes: Uint8Array,
  maxInflated = MAX_INFLATED_STREAM_BYTES,
): Promise<Uint8Array> {
  // Loaded either way, so an encrypted file is refused in the project's words, not pdf-lib's.
  const document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  if (document.isEncrypted) throw new Error('it is encrypted');
  if (document.getPageCount() === 0) throw new Error('it has no pages the rewriter can read');
  checkInflation(document, maxInflated);
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    for (const dictionary of [...dictionaries(object)]) strip(dictionary, document);
  }
  return document.save({
    useObjectStreams: false,
    addDefaultPage: false,
    updateFieldAppearances: false,
  });
}
