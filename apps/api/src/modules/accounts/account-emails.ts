import type { MailMessage } from '../mail/mailer.js';

interface Recipient {
  email: string;
  userName: string;
}

/** Sent at sign-up and after an e-mail change, to the new address. */
export function verificationEmail(to: Recipient, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Please verify your GymFuel e-mail',
    text: [
      `Hi ${to.userName},`,
      '',
      'Please confirm that this is your e-mail address by opening this link:',
      link,
      '',
      'The link works once, for 24 hours. If you did not create a GymFuel account, ignore this e-mail.',
      '',
      'GymFuel',
    ].join('\n'),
  };
}

/** Sent on request from the forgot-password page. */
export function passwordResetEmail(to: Recipient, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Reset your GymFuel password',
    text: [
      `Hi ${to.userName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your GymFuel account. To choose a new one, open this link:',
      link,
      '',
      'The link works once, for 1 hour, and signs you out on every device. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      'GymFuel',
    ].join('\n'),
  };
}
