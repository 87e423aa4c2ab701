/**
 * What the pull left out of the release (scripts/lib/pull/left-out.ts), each said where the
 * back office shows it, with what visitors miss and how to fix it: a row with an empty field
 * it needs, an address that is not one, a file the back office no longer has, staff contacts
 * kept private. The publisher's log says the same with record ids; this is the editors' copy.
 */
import type { LeftOut, Manifest } from '../../../../src/cms/schema.ts';
import { counted } from '../../pull/change-words.ts';
import type { Finding } from '../finding.ts';

const ASK_THE_BACK_OFFICE =
  'open the row in the back office and save it again; if it stays, tell whoever looks after the back office.';

function words({
  reason,
  value = '',
  count = 0,
  field = '',
}: LeftOut): Pick<Finding, 'visitor' | 'fix' | 'rank'> {
  switch (reason) {
    case 'row-empty-field':
      return {
        visitor: `visitors do not see this row at all: its “${field}” is empty, and the website cannot show the row without it.`,
        fix: `fill in “${field}”.`,
      };
    case 'row-unreadable':
      return {
        visitor:
          'visitors do not see this row: the back office sent it in a form the website cannot read.',
        fix: ASK_THE_BACK_OFFICE,
      };
    case 'pictures-unreadable':
      return {
        visitor:
          "visitors do not see this row's extra pictures: the back office sent them in a form the website cannot read.",
        fix: ASK_THE_BACK_OFFICE,
      };
    case 'list-changed':
      return {
        visitor:
          "this release may miss some of this screen's rows: rows were added or deleted while the website was reading them.",
        fix: 'publish again (or make a fresh preview) once nobody is editing this screen.',
      };
    case 'rows-over-limit':
      return {
        visitor: `visitors see only the first ${counted(count, ['row', 'rows'])} of this screen; the rest are left out.`,
        fix: 'delete the rows that are no longer needed.',
      };
    case 'menus-over-limit':
      return {
        visitor: `visitors see only the first ${counted(count, ['menu', 'menus'])}; the rest are left out of the website.`,
        fix: 'delete the menus that are no longer needed.',
      };
    case 'parts-over-limit':
      return {
        visitor: `visitors see only the first ${count} of this menu's rows on this screen; the rest are left out.`,
        fix: 'delete the rows that are no longer needed.',
      };
    case 'files-over-limit':
      return {
        visitor: `visitors see only the first ${counted(count, ['picture', 'pictures'])} of this row.`,
        fix: 'delete the pictures that are no longer needed.',
      };
    case 'not-email':
      return {
        visitor: `visitors see no e-mail address here: “${value}” is not one e-mail address.`,
        fix: 'write one address, like name@example.com.',
      };
    case 'not-web-address':
      return {
        visitor: `visitors get no link here: “${value}” is not a web address.`,
        fix: 'paste the whole address, starting with https://.',
      };
    case 'not-link':
      return {
        visitor: `visitors get no link here: “${value}” is neither a page of this website nor a web address.`,
        fix: 'link to a page as the website shows it (open the page and copy its address), or paste a whole address starting with https://.',
      };
    case 'not-date':
      return {
        visitor: `visitors see this row without a date: “${value}” is not a date on the calendar.`,
        fix: "pick the date with the form's calendar.",
      };
    case 'text-cut':
      return {
        visitor: `visitors read only the first ${counted(count, ['character', 'characters'])} of this text; the rest is cut off.`,
        fix: `shorten it to ${count} characters or fewer.`,
      };
    case 'marks-cut':
      return {
        visitor:
          'its characters carry more accents, marks or symbols than any language needs, so the website shows them only in part.',
        fix: 'type the text again: a long run of marks usually comes with text pasted from elsewhere.',
      };
    case 'file-refused':
      return {
        visitor: `visitors do not see the file “${value}”: the back office gives it an address the website does not take files from.`,
        fix: "upload the file again with the row's form.",
      };
    case 'file-missing':
      return {
        visitor: `visitors do not see the file “${value}”: the back office no longer has it.`,
        fix: "upload the file again with the row's form.",
      };
    case 'file-wrong-kind':
      return {
        visitor: `visitors do not see the file “${value}”: it is not the kind of file its name says.`,
        fix: 'save it again as a real JPEG, PNG or WebP picture (or a PDF for a document) and upload it.',
      };
    case 'file-name-clash':
      return {
        visitor: `visitors do not see the file “${value}”: another upload has the same name but for capital letters or accents, and a website cannot keep both.`,
        fix: 'rename one of the two files and upload it again.',
      };
    case 'team-contacts':
      return {
        visitor: `visitors do not see the phone numbers and e-mails of ${counted(count, ['team member', 'team members'])}: the website keeps staff contacts private unless the group chooses to publish them.`,
        fix: 'nothing, if that is what the group wants; to publish them, ask whoever runs the website to switch staff contacts on.',
        rank: 'note',
      };
    case 'no-roles':
      return {
        visitor: `${counted(count, ['employee is', 'employees are'])} shown without a designation: the back office's list of designations did not answer.`,
        fix: 'publish again later; if it stays, tell whoever looks after the back office.',
      };
    case 'unnamed-block':
      return {
        visitor: `visitors do not see a block of this menu: it has no name${value ? ` (its text begins “${value}”)` : ''}.`,
        fix: 'give the block a name.',
      };
    case 'unnamed-group':
      return {
        visitor: 'visitors do not see a picture group of this menu: it has no name.',
        fix: 'give the picture group a name.',
      };
  }
}

export function leftOutValues(leftOut: Manifest['leftOut']): Finding[] {
  if (!leftOut) return [];
  const findings = leftOut.items.map((item) => ({
    kind: 'left-out' as const,
    key: `left-out:${item.reason}:${item.screen}\u0000${item.row ?? ''}\u0000${item.field ?? ''}\u0000${item.value ?? ''}`,
    where: [
      {
        screen: item.screen,
        ...(item.row === undefined ? {} : { row: item.row }),
        ...(item.field === undefined ? {} : { field: item.field }),
      },
    ],
    ...words(item),
  }));
  if (leftOut.more === 0) return findings;
  return [
    ...findings,
    {
      kind: 'left-out',
      key: 'left-out:more',
      where: [],
      visitor: `${counted(leftOut.more, ['more value is', 'more values are'])} left out of the website the same ways.`,
      fix: 'fix the ones above and publish again: the next report names the rest.',
    },
  ];
}
