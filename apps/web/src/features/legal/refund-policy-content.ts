import type { LegalDocumentContent } from './legal-document';

/** docs/product.md#refund-policy: when an order can be cancelled and how its money comes back. */
export const REFUND_POLICY: LegalDocumentContent = {
  title: 'Cancellation and Refund Policy',
  intro:
    'Our food is cooked fresh for your delivery slot, so we keep cancellation simple: until your order is delivered you can cancel it, and what you paid comes back to you.',
  lastUpdated: '25 November 2026',
  sections: [
    {
      id: 'cancelling',
      heading: '1. Cancelling an order',
      paragraphs: [
        'You can cancel an order from the Orders page of your dashboard while it is Processing, Shipped or In Transit. Once it is Delivered it can no longer be cancelled, and a cancellation cannot be undone.',
      ],
    },
    {
      id: 'refunds',
      heading: '2. Refunds for cancelled orders',
      paragraphs: [
        'A cancelled order that has not been delivered is refunded in full: the whole amount you paid, to the card, UPI account or wallet you paid with. We start the refund the moment you cancel.',
        'Your Orders page and the order’s tracking page show the refund, first as initiated and then as processed, and we e-mail you at each step. After it is processed, your bank or card issuer usually takes 5 to 7 working days to show the money in your account.',
        'If a refund fails, we write to you within 2 working days to return the money another way.',
      ],
    },
    {
      id: 'pay-on-delivery',
      heading: '3. Orders paid on delivery',
      paragraphs: [
        'An order you were to pay for at the gym has taken no money, so cancelling it simply ends the order.',
      ],
    },
    {
      id: 'delivered-orders',
      heading: '4. Delivered orders',
      paragraphs: [
        'Delivered orders are not refundable: our products are freshly prepared, perishable goods, and perishable goods are not returned.',
        'If an order arrives damaged, spoilt or is not what you ordered, write to us within 24 hours of delivery through the Contact page. We replace it, or refund the affected items in full.',
      ],
    },
    {
      id: 'vouchers',
      heading: '5. Vouchers',
      paragraphs: [
        'When an order that used a voucher is cancelled, the voucher use is given back, so you can use the code again within its rules.',
      ],
    },
    {
      id: 'tax-invoices',
      heading: '6. Tax invoices',
      paragraphs: [
        'Every paid order has a GST tax invoice. A cancellation after the invoice was issued is recorded with a credit note for the refunded amount; the invoice itself never changes.',
      ],
    },
    {
      id: 'complaints',
      heading: '7. Questions and complaints',
      paragraphs: [
        'Write to us through the Contact page. If you are not satisfied with our answer, our grievance officer, named on the Contact page, acknowledges every complaint within 48 hours.',
      ],
    },
  ],
};
