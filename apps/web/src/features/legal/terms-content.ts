import type { LegalDocumentContent } from './legal-document';

/** docs/product.md#terms-and-privacy: the 10 sections of the Terms and Conditions. */
export const TERMS: LegalDocumentContent = {
  title: 'Terms and Conditions',
  intro:
    'These terms govern your use of GymFuel and every order you place with us. By using the site or placing an order you agree to them, so please read them carefully.',
  lastUpdated: '1 January 2025',
  sections: [
    {
      id: 'use-of-the-site',
      heading: '1. Use of the site',
      paragraphs: [
        'You may browse GymFuel freely. To order you need an account, and you are responsible for keeping your login details private and for everything done through your account.',
        'You agree not to misuse the site: no attempts to break its security, overload it, or use it for anything unlawful.',
      ],
    },
    {
      id: 'orders-and-payments',
      heading: '2. Orders and payments',
      paragraphs: [
        'All prices are in Indian rupees (₹, INR) and include applicable taxes. An order is confirmed once your online card or UPI payment succeeds.',
        'We may decline an order before payment, for example when an item is no longer available.',
      ],
    },
    {
      id: 'delivery',
      heading: '3. Delivery',
      paragraphs: [
        'Orders are delivered to the gym you choose at checkout. Orders are processed within 24 hours on working days, and we e-mail you when your order ships.',
        'Delivery times are estimates. Please make sure someone can collect the order at the gym, as food cannot be held for long.',
      ],
    },
    {
      id: 'product-information',
      heading: '4. Product information',
      paragraphs: [
        'We describe our food as accurately as we can, including ingredients and nutrition highlights. Pictures are illustrations; the real product may look different.',
        'If you have an allergy or a dietary restriction, contact us before ordering. Our kitchen handles milk, nuts, soy, gluten and eggs.',
      ],
    },
    {
      id: 'returns-and-refunds',
      heading: '5. Returns and refunds',
      paragraphs: [
        'All orders are non-refundable once delivered. Our products are freshly prepared, perishable goods, and perishable goods are not returned.',
        'Until an order is delivered you can cancel it from the Orders page of your dashboard; a cancellation cannot be undone. A cancelled order that has not been delivered is refunded in full to the original payment method, and how soon the money reaches you depends on your bank or card issuer. Our Cancellation and Refund Policy sets out the details.',
        'If an order arrives damaged or is not what you ordered, write to us within 24 hours of delivery through the Contact page and we will make it right.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '6. Intellectual property',
      paragraphs: [
        'The GymFuel name, logo, texts, recipes and designs on this site belong to GymFuel or its licensors. You may not copy or reuse them without written permission.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '7. Limitation of liability',
      paragraphs: [
        'GymFuel is not liable for indirect or consequential losses arising from the use of the site or our products. Our total liability for any order is limited to the amount you paid for it.',
        'Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'indemnification',
      heading: '8. Indemnification',
      paragraphs: [
        'You agree to indemnify GymFuel against claims, losses and costs that result from your breach of these terms or your misuse of the site.',
      ],
    },
    {
      id: 'governing-law',
      heading: '9. Governing law',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts of Bengaluru, Karnataka.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top shows the latest version; continuing to use the site after a change means you accept the updated terms.',
      ],
    },
  ],
};
