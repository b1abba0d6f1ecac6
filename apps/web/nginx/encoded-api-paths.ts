/**
 * Paths to the API written percent-encoded, and what the API receives for each. nginx picks a
 * location by the decoded path and sends that, encoded again; npm start's server must do the
 * same (nginx.test.ts and server/static-server.test.ts both check this list), or /api%2Fx would
 * be the API's behind one and the SPA's page behind the other.
 */
export const ENCODED_API_PATHS = [
  ['/api%2Fgetcart', '/getcart'],
  ['/api%2fgetcart?x=1', '/getcart?x=1'],
  ['/%61pi/getcart', '/getcart'],
  ['/ap%69', '/'],
  ['/api/orders%2F42%2Finvoice', '/orders/42/invoice'],
  // Named like a file, yet the API's answer: it gets a page's headers, not a file's.
  ['/api%2Fopenapi.json', '/openapi.json'],
  // What still needs encoding in a path stays encoded: a space, and a '?' that is no query.
  ['/api/a%20b%3Fc?x=1', '/a%20b%3Fc?x=1'],
] as const;
