import { describe, expect, it } from 'vitest';
import {
  collectDeclaredHashes,
  headersFileText,
  securityHeaders,
} from '../../src/integrations/security-headers.ts';

const PAGE = `<head><meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' https:; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'sha256-CCC=';"></head>`;

describe('the deployed headers', () => {
  const hashes = { scripts: new Set<string>(), styles: new Set<string>() };
  collectDeclaredHashes(PAGE, hashes);
  collectDeclaredHashes(PAGE.replace('AAA', 'DDD'), hashes);
  const rules = securityHeaders('https://formmail.example/send', hashes);
  const all = rules.find((rule) => rule.for === '/*')!.values;

  it('declare in one header CSP every script and style hash the pages declare, and nothing else runs', () => {
    expect([...hashes.scripts].sort()).toEqual(["'sha256-AAA='", "'sha256-BBB='", "'sha256-DDD='"]);
    expect(all['Content-Security-Policy']).toContain(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-AAA=' 'sha256-BBB=' 'sha256-DDD='",
    );
    expect(all['Content-Security-Policy']).toContain("style-src 'self' 'sha256-CCC='");
    expect(all['Content-Security-Policy']).toMatch(/^default-src 'self'; /);
    expect(all['Content-Security-Policy']).toContain("form-action 'self' https://formmail.example");
  });

  it('let only the site frame its own files', () => {
    expect(all['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(all['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('never set one header in two rules (hosts differ on whether they override or concatenate)', () => {
    const names = rules.flatMap((rule) =>
      Object.keys(rule.values).map((name) => name.toLowerCase()),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('cache hashed assets for a year, and nothing else', () => {
    expect(rules.find((rule) => rule.for === '/_astro/*')?.values).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(all['Cache-Control']).toBeUndefined();
  });

  it('are written in the _headers format', () => {
    expect(headersFileText(rules)).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'self'; .+\n {2}X-Frame-Options: SAMEORIGIN\n[\s\S]+\n\n\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n$/,
    );
  });

  it('serve a file offered for download only as an attachment, so no browser shows it inline (N19)', () => {
    const withDownloads = securityHeaders('https://formmail.example/send', hashes, [
      '/_astro/locked.1a2b3c4d.pdf',
    ]);
    expect(withDownloads.filter((rule) => 'Content-Disposition' in rule.values)).toEqual([
      { for: '/_astro/locked.1a2b3c4d.pdf', values: { 'Content-Disposition': 'attachment' } },
    ]);
    expect(all['Content-Disposition']).toBeUndefined();
  });
});
