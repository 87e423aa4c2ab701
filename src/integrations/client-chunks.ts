/**
 * How the browser's JavaScript is split into files. Left to the bundler, the home page loaded 14
 * files, half of them under 0.5 KiB, each compressed on its own: React in three (its core, its
 * DOM renderer inside Astro's renderer, its JSX runtime) and the islands' shared helpers in five.
 * One file for React and one for the helpers every island shares load the same code in 9 files
 * and 1.0 KiB less gzip (docs/performance.md). The groups hold only code that islands load, so a
 * page without an island still loads no React.
 */
const PATH = '[\\\\/]';

export const CLIENT_CHUNK_GROUPS = [
  {
    name: 'react',
    test: new RegExp(`node_modules${PATH}(react|react-dom|scheduler)${PATH}`),
    priority: 2,
  },
  {
    name: 'islands',
    test: new RegExp(
      `src${PATH}islands${PATH}(state|use-browser|ResponsiveImg)\\.|node_modules${PATH}(nanostores|@nanostores${PATH}react)${PATH}`,
    ),
    priority: 1,
  },
];
