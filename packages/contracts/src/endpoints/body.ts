import { z } from '../zod.js';
import { objectIdSchema } from '../rules/ids.js';

/**
 * The spec's clients send their own `userId`. Identity comes from the session instead, so it is
 * optional and only compared: a userId that differs from the session's user gets 403.
 */
export const callerUserId = objectIdSchema.optional();

/** Bodies of calls that act on the caller's own data and carry nothing else. */
export const callerOnlyBodySchema = z.object({ userId: callerUserId });

/** Calls whose subject is the session alone. Still a JSON body (`{}`): that is what keeps CSRF out. */
export const emptyBodySchema = z.object({});
