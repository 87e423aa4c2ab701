/** The part of pa11y's API the outside-checkers test uses (pa11y ships no types). */
declare module 'pa11y' {
  import type { Browser } from 'puppeteer';

  interface Issue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: string;
    runnerExtras?: Record<string, unknown>;
  }

  interface Options {
    browser?: Browser;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    timeout?: number;
  }

  export default function pa11y(url: string, options?: Options): Promise<{ issues: Issue[] }>;
}
