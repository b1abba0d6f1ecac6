import {
  describeRefund,
  describeSlot,
  formatInr,
  type Order,
  type Refund,
} from '@gymfuel/contracts';
import type { MailMessage } from './mailer.js';

function itemLines(order: Order): string[] {
  return order.order.map(
    (line) =>
      `  ${line.quantity} × ${line.productName}  ${formatInr(line.productPrice * line.quantity)}`,
  );
}

function summaryLines(order: Order): string[] {
  const { originalPrice, discountedAmmount, finalTotal } = order.summary;
  return [
    `  Original price: ${formatInr(originalPrice)}`,
    ...(discountedAmmount > 0 ? [`  Savings: -${formatInr(discountedAmmount)}`] : []),
    `  Total: ${formatInr(finalTotal)}`,
  ];
}

/**
 * When and where to collect it, and the code to show there; nothing for an order from before
 * delivery slots.
 */
function handoverLines(order: Order): string[] {
  if (order.slot === undefined || order.gym === undefined) return [];
  return [
    `Delivery slot: ${describeSlot(order.slot, order.gym)}`,
    ...(order.handoverCode === undefined
      ? []
      : [`Show this code at the ${order.gym.handoverPoint}: ${order.handoverCode}`]),
    '',
  ];
}

/** An order's tax invoice, ready to attach. */
export interface InvoicePdf {
  filename: string;
  content: Buffer;
}

/**
 * Sent when an order is created (online payment verified, or pay-on-delivery placed), with the
 * tax invoice attached when the order has one.
 */
export function orderPlacedEmail(
  order: Order,
  to: string,
  invoice: InvoicePdf | null = null,
): MailMessage {
  return {
    to,
    subject: `Thanks for your order! GymFuel order ${order.orderId}`,
    text: [
      `Hi ${order.userName},`,
      '',
      `Thanks for your order! Your order number is ${order.orderId}.`,
      'Your order will be processed within 24 hours on working days. We will notify you by e-mail once it has shipped.',
      '',
      'Items:',
      ...itemLines(order),
      '',
      ...summaryLines(order),
      '',
      ...handoverLines(order),
      `Delivery to: ${order.address}`,
      `Phone: ${order.phoneNumber}`,
      '',
      ...(invoice === null ? [] : ['Your GST tax invoice is attached.', '']),
      'GymFuel',
    ].join('\n'),
    ...(invoice === null
      ? {}
      : {
          attachments: [
            {
              filename: invoice.filename,
              content: invoice.content,
              contentType: 'application/pdf',
            },
          ],
        }),
  };
}

/** Sent when an operator moves the order to Shipped. */
export function orderShippedEmail(order: Order, to: string): MailMessage {
  return {
    to,
    subject: `Your GymFuel order ${order.orderId} has shipped`,
    text: [
      `Hi ${order.userName},`,
      '',
      `Good news: your order ${order.orderId} has shipped and is on its way to ${order.address}.`,
      '',
      'Items:',
      ...itemLines(order),
      '',
      `You can follow it under Orders, with 'Track Order'.`,
      '',
      'GymFuel',
    ].join('\n'),
  };
}

/** Sent when an operator moves the order to In Transit: it is on its way to the gym now. */
export function orderOutForDeliveryEmail(order: Order, to: string): MailMessage {
  return {
    to,
    subject: `Your GymFuel order ${order.orderId} is out for delivery`,
    text: [
      `Hi ${order.userName},`,
      '',
      `Your order ${order.orderId} is out for delivery to ${order.address}.`,
      '',
      ...handoverLines(order),
      `You can follow it live under Orders, with 'Track Order'.`,
      '',
      'GymFuel',
    ].join('\n'),
  };
}

/** The refund e-mails open with the words the track page shows ('Refund of ₹412.20 initiated'). */
function refundEmail(
  order: Order,
  refund: Refund,
  to: string,
  subject: string,
  body: string[],
): MailMessage {
  return {
    to,
    subject,
    text: [`Hi ${order.userName},`, '', describeRefund(refund), '', ...body, '', 'GymFuel'].join(
      '\n',
    ),
  };
}

/** Sent when a cancelled order paid online starts its refund. */
export function refundInitiatedEmail(order: Order, refund: Refund, to: string): MailMessage {
  return refundEmail(
    order,
    refund,
    to,
    `Your refund for GymFuel order ${order.orderId} has been initiated`,
    [
      `Your order ${order.orderId} has been cancelled, and the ${formatInr(refund.amount)} you paid goes back to the card or account you paid with.`,
      'We will e-mail you again once it has been processed.',
    ],
  );
}

/** Sent when the provider has paid the refund out. */
export function refundProcessedEmail(order: Order, refund: Refund, to: string): MailMessage {
  return refundEmail(
    order,
    refund,
    to,
    `Your refund for GymFuel order ${order.orderId} has been processed`,
    [
      `The refund for your cancelled order ${order.orderId} has been processed. Banks usually take 5–7 working days to show it on your statement.`,
    ],
  );
}

/** Sent when the refund could not be made: the operators pay it back another way. */
export function refundFailedEmail(order: Order, refund: Refund, to: string): MailMessage {
  return refundEmail(
    order,
    refund,
    to,
    `Your refund for GymFuel order ${order.orderId} could not be completed`,
    [
      `The refund for your cancelled order ${order.orderId} could not be completed. Our team has been told and will contact you to return the money.`,
    ],
  );
}
