import { z } from 'zod';

/**
 * Zod's own text for a missing field is 'Invalid input: expected string, received undefined'.
 * Every contract says 'Required' instead; the API puts the field's path before it
 * ('userName: Required'). A schema's own message (e.g. 'Age must be a number') still wins.
 */
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined,
});
