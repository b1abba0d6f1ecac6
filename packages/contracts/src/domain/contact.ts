import { z } from '../zod.js';
import { emailSchema } from '../rules/email.js';
import { requiredText } from '../rules/text.js';

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export const contactSchema = z.object({
  email: emailSchema,
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
});
export type Contact = z.infer<typeof contactSchema>;
