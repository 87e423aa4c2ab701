/**
 * A page's LCP element and where its time went, from Lighthouse's LCP breakdown
 * (`lcp-breakdown-insight`: a table of the subparts, then the element's node), for
 * `npm run lighthouse`: what moved a page's LCP (the hero, a font, the ticker) names itself.
 */
export interface LcpBreakdown {
  /** The element's label and its opening tag, cut to fit a line. */
  element: string;
  /** `time to first byte 40 ms, load delay 300 ms, …`. */
  parts: string;
}

interface DetailsNode {
  type?: string;
  items?: unknown[];
  nodeLabel?: string;
  snippet?: string;
  label?: unknown;
  duration?: unknown;
}

const SNIPPET_CHARS = 120;

export function lcpBreakdown(details: unknown): LcpBreakdown {
  const list = ((details as DetailsNode | undefined)?.items ?? []) as DetailsNode[];
  const node = list.find((item) => item.type === 'node');
  const table = list.find((item) => item.type === 'table');
  const element = node
    ? `${node.nodeLabel ?? ''} ${(node.snippet ?? '').slice(0, SNIPPET_CHARS)}`.trim()
    : 'not reported';
  const parts = ((table?.items ?? []) as DetailsNode[])
    .filter((part) => typeof part.label === 'string' && typeof part.duration === 'number')
    .map(
      (part) => `${(part.label as string).toLowerCase()} ${Math.round(part.duration as number)} ms`,
    )
    .join(', ');
  return { element, parts: parts || 'not reported' };
}
