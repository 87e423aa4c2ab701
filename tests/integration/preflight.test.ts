/**
 * The pre-flight report from a real pull: the reference CMS serves an invented back office
 * holding one of each finding, and the report names each once, by the back office's screen and
 * the row's title, and drops it once the editors fixed it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { findingWords, type FindingKind } from '../../scripts/lib/preflight/finding.ts';
import { preflight } from '../../scripts/lib/preflight/preflight.ts';
import type { Snapshot } from '../../src/cms/schema.ts';
import { loadManifest, loadSnapshot } from '../../src/cms/snapshot-files.ts';
import {
  clientLinkInWords,
  fixedSnapshot,
  flawedSnapshot,
  preflightMedia,
  withoutClients,
} from '../fixtures/preflight-snapshot.ts';
import { writeInventedSnapshot } from '../helpers/invented-snapshot.ts';
import { pullFrom, startCms } from '../helpers/snapshot.ts';
import { scratch } from '../helpers/scratch.ts';

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/**
 * Serves `snapshot` from the reference CMS, pulls it into `out`, and reports on it against
 * `live`; `transform` changes an answer where the snapshot cannot hold the value.
 */
async function pullAndReport(
  snapshot: Snapshot,
  out: string,
  live: Snapshot | null,
  transform?: (path: string, body: unknown) => unknown,
) {
  const cms = await startCms({
    snapshotDir: await writeInventedSnapshot(snapshot, preflightMedia()),
    ...(transform ? { transform } : {}),
  });
  closing.push(() => cms.close());
  await pullFrom(cms.url, out);
  const [pulled, { leftOut }] = await Promise.all([loadSnapshot(out), loadManifest(out)]);
  await cms.close();
  closing.pop();
  return {
    pulled,
    findings: preflight({ snapshot: pulled, live, leftOut, backOffice: [cms.url] }),
  };
}

const byKind = (findings: ReturnType<typeof preflight>) => {
  const said = new Map<FindingKind, string[]>();
  for (const finding of findings)
    said.set(finding.kind, [...(said.get(finding.kind) ?? []), findingWords(finding)]);
  return said;
};

describe('the pre-flight report of a pulled back office', () => {
  it('names each finding once by screen and row, again the same after another pull, and drops what editors fixed', async () => {
    const out = `${await scratch('preflight-')}/snapshot`;
    const first = await pullAndReport(flawedSnapshot(), out, null, clientLinkInWords);
    const said = byKind(first.findings);
    const expected: Array<[FindingKind, RegExp]> = [
      [
        'generator-text',
        /^Sister concerns › “Harbourline Freight” \(Description\): visitors read a writing assistant's reply to whoever asked it \(“Sure! Here's a warm/,
      ],
      [
        'test-notice',
        /^Notices › “Please check that the ticker on the home page shows this…”: this looks like a test: its text is one word \(“ok”\)/,
      ],
      [
        'duplicate-text',
        /^Sister concerns › “Tern Shipping” \(Description\) and Sister concerns › “Kestrel Stevedores” \(Description\): visitors read the same text/,
      ],
      [
        'decoration-image',
        /^Portfolio › “Decoration” \(Image\): the picture “shape-3.png” looks like the template's decoration/,
      ],
      [
        'empty-menu-page',
        /^CMS menus › “Products › Spare parts”: this menu has no text and no pictures/,
      ],
      [
        'unshown-value',
        /^CMS menu contents › “About › About”: visitors do not see this block: the about page shows the text of the “About” screen instead/,
      ],
      [
        'file-name-alt',
        /^Gallery › “Orientation_class_spring_intake.png” \(Image\): people using a screen reader hear this picture described by its file's name/,
      ],
    ];
    for (const [kind, words] of expected)
      expect(said.get(kind), kind).toEqual([expect.stringMatching(words)]);
    // Lorem ipsum and keyboard mash, each on its own row.
    expect(said.get('placeholder-text')).toEqual([
      expect.stringMatching(
        /^About › “About us” \(Details\): visitors read the Latin stand-in text “lorem ipsum”/,
      ),
      expect.stringMatching(
        /^Sister concerns › “Gannet Yard” \(Description\): visitors read letters typed at random/,
      ),
    ]);
    // What the pull left out, said where editors enter it, by screen; a note that needs no action last.
    expect(said.get('left-out')).toEqual([
      'Clients › “Petrel Lines” (Site link): visitors get no link here: “Petrel Lines on the harbour board” is neither a page of this website nor a web address. To fix: link to a page as the website shows it (open the page and copy its address), or paste a whole address starting with https://.',
      "Gallery › “harbour-day.png” (Image): visitors do not see the file “harbour-day.png”: the back office no longer has it. To fix: upload the file again with the row's form.",
      'Testimonials › “Captain Sofia Reis” (Review): visitors do not see this row at all: its “Review” is empty, and the website cannot show the row without it. To fix: fill in “Review”.',
      'Team (Phone number, Email): visitors do not see the phone numbers and e-mails of 1 team member: the website keeps staff contacts private unless the group chooses to publish them. To fix: nothing, if that is what the group wants; to publish them, ask whoever runs the website to switch staff contacts on.',
    ]);
    expect(said.get('dead-link')).toEqual([
      expect.stringMatching(
        /^CMS menu contents › “Home › Welcome” \(Value\): the link “about-us.html” leads to no page of this website \(\/about-us.html\)/,
      ),
      expect.stringMatching(
        /^CMS menu contents › “Home › Welcome” \(Value\): the link “https:\/\/www.harbourline.example\/services.php” leads to no page of this website \(\/services.php\)/,
      ),
    ]);
    // No internal ids or variable names: editors see titles and screens.
    const text = first.findings.map(findingWords).join('\n');
    expect(text).not.toMatch(/\bmenu \d|\bid\b|_url|CMS_|companyMessages|missionVisions/);

    // The watch pulls the same back office again: the same report, each finding still once.
    const again = await pullAndReport(flawedSnapshot(), out, first.pulled, clientLinkInWords);
    expect(again.findings).toEqual(first.findings);

    // A part of the site that lost all its rows since what is live.
    const emptied = await pullAndReport(
      withoutClients(flawedSnapshot()),
      out,
      again.pulled,
      clientLinkInWords,
    );
    expect(byKind(emptied.findings).get('lost-rows')).toEqual([
      'Clients: the live website shows 1 client here; after this publish it shows none. To fix: if they were not deleted on purpose, check the screen still lists them in the back office before you publish.',
    ]);

    const fixed = await pullAndReport(fixedSnapshot(), out, first.pulled);
    expect(fixed.findings.map(findingWords)).toEqual([]);
  });
});
