import { parseDocument } from 'htmlparser2';
import { findAll } from 'domutils';
import { describe, expect, it } from 'vitest';
import { iconSvg } from '../../src/components/ui/icon-svg.ts';

describe('an icon named by text (attack pass after issue 32)', () => {
  it('escapes its label: text from the back office stays inside the attribute', () => {
    const label = 'x"><img src=x onerror=alert(1)>';
    const elements = findAll(() => true, parseDocument(iconSvg('phone', { label })).children);
    expect(elements.map((element) => element.name)).toEqual(['svg', 'path']);
    expect(elements[0]!.attribs['aria-label']).toBe(label);
  });
});
