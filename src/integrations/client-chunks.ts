/**
 * How the browser's JavaScript is split into files. Left to the bundler, the home page loaded
 * many small files, each compressed on its own: React in three (its core, its DOM renderer inside
 * Astro's renderer, its JSX runtime) and the islands' shared helpers in several more. React and
 * the helpers that only React code imports, in one file, load the same code in fewer files and
 * less gzip (docs/performance.md). The shared state stays apart: the pages' own
 * scripts import it too (the toasts), and a page without an island must load no React.
 */
const PATH = '[\\\\/]';

export const CLIENT_CHUNK_GROUPS = [
  {
    name: 'react',
    test: new RegExp(
      `node_modules${PATH}(react|react-dom|scheduler|@nanostores${PATH}react)${PATH}|src${PATH}islands${PATH}(use-browser|ResponsiveImg)\\.`,
    ),
  },
];
