import { describe, expect, it } from 'vitest';
import { lcpBreakdown } from '../../scripts/lib/built-site/lcp-breakdown.ts';

describe('a page’s LCP element as npm run lighthouse prints it', () => {
  it('names the element and where its time went, from Lighthouse’s LCP breakdown', () => {
    const details = {
      type: 'list',
      items: [
        {
          type: 'table',
          items: [
            { subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 41.6 },
            { subpart: 'resourceLoadDelay', label: 'Resource load delay', duration: 812.2 },
            { subpart: 'resourceLoadDuration', label: 'Resource load duration', duration: 300 },
            { subpart: 'elementRenderDelay', label: 'Element render delay', duration: 95 },
          ],
        },
        {
          type: 'node',
          nodeLabel: 'Our offices in Dhaka',
          snippet:
            '<img src="/_astro/slide-1.webp" alt="Our offices in Dhaka" fetchpriority="high">',
        },
      ],
    };
    expect(lcpBreakdown(details)).toEqual({
      element:
        'Our offices in Dhaka <img src="/_astro/slide-1.webp" alt="Our offices in Dhaka" fetchpriority="high">',
      parts:
        'time to first byte 42 ms, resource load delay 812 ms, resource load duration 300 ms, element render delay 95 ms',
    });
  });

  it('says so when Lighthouse reported no breakdown', () => {
    expect(lcpBreakdown(undefined)).toEqual({ element: 'not reported', parts: 'not reported' });
  });
});
