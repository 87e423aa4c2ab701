import { describe, expect, it } from 'vitest';
import { CHANGE_KINDS } from '../../scripts/lib/pull/change-words.ts';
import type { ChangeSummary } from '../../scripts/lib/pull/changes.ts';
import { PullError } from '../../scripts/lib/pull/http.ts';
import { chatText, notificationBody, notify } from '../../scripts/lib/webhook/desk/notify.ts';
import { editorAdvice, publicReason } from '../../scripts/lib/webhook/desk/reasons.ts';
import { BuildFailure } from '../../scripts/lib/webhook/desk/releases.ts';
import { statusPage } from '../../scripts/lib/webhook/http/pages/status.ts';

const none: ChangeSummary = {
  ...(Object.fromEntries(
    CHANGE_KINDS.map((kind) => [kind, { added: 0, changed: 0, removed: 0 }]),
  ) as Omit<ChangeSummary, 'losses'>),
  losses: [],
};
const oneBlock: ChangeSummary = { ...none, blocks: { added: 0, changed: 1, removed: 0 } };
/** The notification of a publish of 42 s that changed one text block. */
const publishedOneBlock = (more: { trigger?: 'hook'; preflight?: string[] } = {}) =>
  notificationBody('www.example.org', {
    outcome: 'published',
    at: '2026-11-23T08:00:00.000Z',
    durationMs: 41_960,
    release: '2026-11-23T08-00-00-000Z',
    changes: oneBlock,
    ...more,
  });

describe('the rebuild notification', () => {
  it('says in one line what was published, how long it took and what changed, with the same facts as fields', () => {
    const body = publishedOneBlock();
    // Issue 48: in the page's words, not "(blocks +0 ~1 -0)" and a release id.
    expect(body.text).toBe('www.example.org: published in 42.0 s: 1 text block changed');
    expect(body.attachments[0]!.fields).toContainEqual({
      title: 'Changes',
      value: '1 text block changed',
      short: true,
    });
    expect(body.sections[0]!.facts).toContainEqual({
      name: 'Release',
      value: 'the release of 2026-11-23 08:00 UTC',
    });
  });

  // Issue 48: a direct publish carried no report, though a go-live did.
  it('carries the pre-flight report of a direct publish too', () => {
    const body = publishedOneBlock({
      trigger: 'hook',
      preflight: ['Notices › “Office hours”: this looks like a test.'],
    });
    expect(body.text).toBe(
      'www.example.org: published in 42.0 s: 1 text block changed; pre-flight report: 1 thing to look at',
    );
    expect(body.sections[0]!.facts).toContainEqual({
      name: 'Pre-flight report',
      value: '1. Notices › “Office hours”: this looks like a test.',
    });
  });

  it('gives the reason of a failure with any credentials masked', () => {
    const body = notificationBody('www.example.org', {
      outcome: 'failed',
      advice: 'Try again.',
      at: '2026-11-23T08:00:00.000Z',
      durationMs: 1_200,
      reason: 'pull failed: GET https://editor:hunter2@cms.example/api: HTTP 500',
    });
    expect(body.text).toBe(
      'www.example.org: publishing failed after 1.2 s. Try again. (pull failed: GET https:\u200b//∗∗∗@\u200bcms[.]example/api: HTTP 500)',
    );
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });
});

/** What a hostile CMS can make the pull's failures quote: a reason phrase, a content type, a body, a file name. */
const HOSTILE_FAILURES = [
  new PullError(
    'GET /notice/api/v1/notice/all/without_pagination/',
    'HTTP 503 <!channel> Urgent: sign in at <https://phish.example|the portal> (after 4 attempts)',
  ),
  new PullError(
    'GET /general_setting/api/v1/general_setting/all/',
    'answer is not JSON (text/html; <!here>, starts with "@room <https://phish.example>")',
  ),
  new PullError('GET /media/<!channel>|click-here@evil.pdf', 'HTTP 500 Internal Server Error'),
  new PullError(
    'GET /cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/3',
    'invalid answer: menu_contents: <!everyone>',
    3,
  ),
];

describe('what a failure tells the editors and the public', () => {
  // N11: the CMS's own words went verbatim into Slack and Teams, pings and links included.
  it('names the step, endpoint, record and a short code in its own words, quoting nothing the CMS wrote', () => {
    expect(HOSTILE_FAILURES.map(publicReason)).toEqual([
      'pull failed: GET /notice/api/v1/notice/all/without_pagination/: HTTP 503 after 4 attempts',
      'pull failed: GET /general_setting/api/v1/general_setting/all/: not JSON',
      'pull failed: GET /media/ (a media file; its name is in the log): HTTP 500',
      'pull failed: GET /cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/3 (menu 3): unexpected answer',
    ]);
    for (const error of HOSTILE_FAILURES) {
      const body = JSON.stringify(
        notificationBody('www.example.org', {
          outcome: 'failed',
          advice: 'Try again.',
          at: '',
          durationMs: 1,
          reason: publicReason(error),
        }),
      );
      for (const quoted of ['<!', 'phish', '@room', 'click-here', 'text/html'])
        expect(body).not.toContain(quoted);
    }
  });

  // Issue 48: "pull failed: GET /cms_menu/…: ECONNREFUSED after 4 attempts" told an editor nothing to do.
  it('tells an editor what a failure means and what to do next', () => {
    const down = 'The back office did not answer, so nothing changed on the website.';
    expect(
      editorAdvice(new PullError('GET /cms_menu/', 'ECONNREFUSED (after 4 attempts)')),
    ).toMatch(new RegExp(`^${down} Try again in a few minutes`));
    expect(editorAdvice(HOSTILE_FAILURES[0])).toMatch(new RegExp(`^${down}`));
    expect(editorAdvice(HOSTILE_FAILURES[1])).toMatch(
      /^The back office answered with something the website cannot read/,
    );
    expect(editorAdvice(new BuildFailure('build failed (exit 1)', ''))).toMatch(
      /^Building the website failed, so nothing changed on the website\. Try once more/,
    );
    expect(editorAdvice(new Error('boom'))).toMatch(/^Something went wrong in the publisher/);
  });

  // N14: a file-system error quoted the server's WEBHOOK_ROOT in the public status.
  it('gives a file-system failure its code and no path of the server', () => {
    const error = new PullError(
      'GET /media/team/a.webp',
      "EACCES: permission denied, open '/srv/site/.snapshot.tmp-x1/media/team/a.webp'",
    );
    expect(publicReason(error)).toBe(
      'pull failed: GET /media/ (a media file; its name is in the log): EACCES',
    );
    expect(
      publicReason(
        Object.assign(new Error("ENOSPC: no space left on device, write '/srv/site/build/x'"), {
          code: 'ENOSPC',
        }),
      ),
    ).toBe('rebuild failed (ENOSPC); details in the log');
  });

  it('makes any text plain in every chat: no mention, no link, no markup, bounded', () => {
    const text = chatText(
      `<!channel> @room <https://phish.example|Sign in> [x](https://phish.example) & more\n${'x'.repeat(1000)}`,
    );
    expect(text).not.toMatch(/<|>|@room|https:\/\/phish/);
    expect(text).toMatch(
      /^&lt;!channel&gt; @\u200broom &lt;https:\u200b\/\/phish\[\.\]example\|Sign in&gt; ［x］\(https:\u200b\/\/phish\[\.\]example\) &amp; more x+…$/,
    );
    expect(
      [...text.replace(/&[a-z]+;/g, '_').replace(/\u200b|\[(?=\.)|(?<=\.)\]/g, '')].length,
    ).toBe(300);
  });

  // Issue 49: Slack turned `www.…/login` in a quoted title into a link inside the team's own bot's
  // message, and `*…*` into bold; bidi controls reordered a quoted name.
  it('lets no chat format a quote, link a bare host, or reorder it', () => {
    expect(
      chatText(
        '*Urgent* _read_ ~now~ `code` at www.harbourline-support.example/login or pay.example.com',
      ),
    ).toBe(
      '∗Urgent∗ ˍreadˍ ∼now∼ ˋcodeˋ at www[.]harbourline-support[.]example/login or pay[.]example[.]com',
    );
    expect(chatText('Nadia \u202Egnp.exe\u202C \u2066x\u2069\u200F')).toBe('Nadia gnp[.]exe x');
    // Attack pass: only the last dot was defanged; other dots, scripts and invisible characters passed.
    const quotes: Array<[string, string]> = [
      ['phish.com.au', 'phish[.]com[.]au'],
      ['пример.рф/login', 'пример[.]рф/login'],
      ['evil\u3002com', 'evil[.]com'],
      ['ＥＶＩＬ．ＣＯＭ', 'EVIL[.]COM'],
      ['[Reset](https:evil.com/login)', '［Reset］(https:\u200bevil[.]com/login)'],
      ['a\uFEFFb\u2060c\u{E0041}d', 'abcd'],
    ];
    for (const [quoted, said] of quotes) expect(chatText(quoted), quoted).toBe(said);
    // The site's own name, from the publisher's settings, stays as it is.
    expect(publishedOneBlock().text).toMatch(/^www\.example\.org: published/);
  });
});

describe('a notification that cannot be sent', () => {
  // N12: fetch refuses a URL with credentials and its error quotes the URL, which was logged.
  it('logs the receiver by its host, never the URL or the error that quotes it', async () => {
    const logs: string[] = [];
    await notify(
      {
        url: 'https://bot:hunter2@chat.example/hooks/T0KEN',
        site: 's',
        log: (line) => logs.push(line),
        retries: 1,
        minDelayMs: 1,
      },
      {
        outcome: 'failed',
        advice: 'Try again.',
        at: '',
        durationMs: 1,
        reason: 'build failed (exit 1)',
      },
    );
    expect(logs.join('\n')).toMatch(/notification to chat\.example: attempt 1 failed \(not sent\)/);
    for (const secret of ['hunter2', 'T0KEN', 'bot:'])
      expect(logs.join('\n')).not.toContain(secret);
  });
});

describe('the status page', () => {
  it('escapes what it shows, so a reason cannot inject markup', () => {
    const html = statusPage(
      {
        state: 'idle',
        phase: 'idle',
        watch: null,
        lastSuccess: null,
        lastFailure: {
          at: '2026-11-23T08:00:00.000Z',
          durationMs: 5,
          reason: 'build failed: <script>alert(1)</script>',
          advice: 'Try again.',
        },
        recent: [
          {
            outcome: 'failed',
            advice: 'Try again.',
            at: '2026-11-23T08:00:00.000Z',
            durationMs: 5,
            reason: '<img src=x onerror=alert(1)>',
          },
        ],
        builds: 1,
      },
      '<b>site</b>',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html).toContain('build failed: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });
});
