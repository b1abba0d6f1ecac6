import { formatInr, type Order } from '@gymfuel/contracts';
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

/** Sent when an order is created (online payment verified, or pay-on-delivery placed). */
export function orderPlacedEmail(order: Order, to: string): MailMessage {
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
      `Delivery to: ${order.address}`,
      `Phone: ${order.phoneNumber}`,
      '',
      'GymFuel',
    ].join('\n'),
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
