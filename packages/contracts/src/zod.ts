import { z } from 'zod';

/**
 * zod as every contract schema uses it: imported from here, never from 'zod' directly, so the
 * wording below is set wherever a schema is (a side-effect-only import would be dropped by the
 * web's bundler, as the package declares no side effects).
 *
 * Zod's own text for a missing field is 'Invalid input: expected string, received undefined' (or,
 * for a choice, 'Invalid option: expected one of …'). Every contract says 'Required' instead; the
 * API puts the field's path before it ('userName: Required'). A schema's own message (e.g. 'Age
 * must be a number') still wins.
 */
z.config({
  // A browser's copy never compiles its parsers: the shop's Content-Security-Policy allows no
  // eval, and zod's probe for it (a caught `new Function`) would still be reported as a policy
  // violation on every page. It must be set before any schema is built, hence here. The API
  // keeps the compiled parsers.
  jitless: 'window' in globalThis,
  customError: (issue) =>
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined
      ? 'Required'
      : undefined,
});

export { z };
