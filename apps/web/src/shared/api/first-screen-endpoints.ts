// The endpoints every page calls as it opens, and the error envelope: imported on demand by
// their callers (`await import('./first-screen-endpoints')`), so their zod schemas, and zod,
// stay out of the first load of / and arrive with the first API call instead
// (docs/architecture.md#code-splitting). Any other endpoint is imported as usual: it belongs
// to a lazily loaded page.
export {
  cartEndpoints,
  clientConfigEndpoints,
  errorEnvelopeSchema,
  productsEndpoints,
  sessionsEndpoints,
  usersEndpoints,
} from '@gymfuel/contracts';
