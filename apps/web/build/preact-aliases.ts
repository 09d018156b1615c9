/**
 * React's API served by Preact (preact/compat): the app's builds and its unit tests resolve React's
 * modules to Preact's, so the same components and libraries run on a runtime about 45 KB gzip smaller
 * before the first screen (docs/decisions/0037).
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
