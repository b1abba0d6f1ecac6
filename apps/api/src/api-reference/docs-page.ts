/**
 * The interactive reference: Scalar's standalone bundle, served by the API itself, so the page
 * needs nothing from the internet. Every URL is relative to the page, so it works both at the
 * API's root (/docs) and behind the web app's proxy (/api/docs).
 */

/** Where the router serves the bundle and the start-up script, relative to the page. */
export const DOCS_ASSETS = { bundle: 'docs/scalar.js', init: 'docs/init.js' } as const;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>GymFuel API reference</title>
    <!-- No icon of its own: an empty one spares the browser a request for /favicon.ico (a 404). -->
    <link rel="icon" href="data:," />
  </head>
  <body>
    <noscript>The reference needs JavaScript; the raw description is at <a href="openapi.json">openapi.json</a>.</noscript>
    <div id="app"></div>
    <script src="${DOCS_ASSETS.bundle}"></script>
    <script src="${DOCS_ASSETS.init}"></script>
  </body>
</html>
`;

/** Scalar's options: the document beside the page, and nothing that reaches Scalar's servers. */
const scalarOptions = {
  url: 'openapi.json',
  telemetry: false,
  withDefaultFonts: false,
  hideClientButton: true,
  agent: { disabled: true },
  showDeveloperTools: 'never',
};

/**
 * A file rather than an inline script, so the page's CSP can allow scripts from 'self' only.
 * "Try it" must call the API that served this page: '/' at the API's own port, '/api' behind
 * the proxy. The document's servers are root-relative, which Scalar resolves against the origin
 * only, so the page names its own directory as the one server.
 */
export const DOCS_INIT_SCRIPT = `const thisApi = new URL('.', window.location.href).href.replace(/\\/$/, '');
Scalar.createApiReference('#app', {
  ...${JSON.stringify(scalarOptions)},
  servers: [{ url: thisApi, description: 'The API that served this page' }],
});
`;

/**
 * Replaces helmet's API-wide policy on the page alone. Scalar injects its styles as <style>
 * elements at run time, hence 'unsafe-inline' for styles; scripts stay 'self' only. Without
 * upgrade-insecure-requests, so the page also works over plain http on a LAN address.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');
