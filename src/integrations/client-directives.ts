/** The site's own island directive: `client:needed` (src/client/hydrate-when-needed.ts). */
import type { AstroIntegration } from 'astro';
import type { NeededOptions } from '../client/hydrate-when-needed.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:needed'?: boolean | NeededOptions;
  }
}

export const clientDirectives = (): AstroIntegration => ({
  name: 'client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'needed', entrypoint: './src/client/hydrate-when-needed.ts' }),
  },
});
