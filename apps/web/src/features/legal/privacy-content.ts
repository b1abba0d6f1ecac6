import type { LegalDocumentContent } from './legal-document';

/**
 * docs/product.md#terms-and-privacy: information collected, use, protection, disclosure, rights,
 * cookies, changes.
 */
export const PRIVACY: LegalDocumentContent = {
  title: 'Privacy Policy',
  intro:
    'Your privacy matters to us. This policy explains what information GymFuel collects, why, and the choices you have.',
  lastUpdated: '1 January 2025',
  sections: [
    {
      id: 'information-we-collect',
      heading: '1. Information we collect',
      paragraphs: [
        'When you create an account or order, we collect your name, e-mail address, phone number, the gym you deliver to and your order history.',
        'Payments are handled by our payment provider; we never see or store your full card or UPI details.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: '2. How we use your information',
      paragraphs: [
        'We use your information to prepare and deliver your orders, to send order and shipping updates, to answer your messages and to improve our menu and service.',
      ],
    },
    {
      id: 'how-we-protect-it',
      heading: '3. How we protect your information',
      paragraphs: [
        'Passwords are stored only as secure hashes, sessions use protected cookies, and access to customer data is limited to the staff who need it.',
      ],
    },
    {
      id: 'disclosure',
      heading: '4. Disclosure to third parties',
      paragraphs: [
        'We do not sell your data. We share only what is needed with our payment provider and delivery partners, or when the law requires it.',
      ],
    },
    {
      id: 'your-rights',
      heading: '5. Your rights',
      paragraphs: [
        'You can view and update your profile at any time from your dashboard. To get a copy of your data or to have your account deleted, write to us through the Contact page.',
      ],
    },
    {
      id: 'cookies',
      heading: '6. Cookies',
      paragraphs: [
        'We use a single essential cookie to keep you signed in. We do not use advertising or tracking cookies.',
      ],
    },
    {
      id: 'changes',
      heading: '7. Changes to this policy',
      paragraphs: [
        'We may update this policy. The date at the top shows the latest version, and significant changes will be announced on the site.',
      ],
    },
  ],
};
