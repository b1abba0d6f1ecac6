import type { Order } from '@gymfuel/contracts';
import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../../test/captured-logs.js';
import type { MailQueue } from './mail-queue.js';
import type { MailMessage } from './mailer.js';
import { createOrderNotifier } from './order-notifier.js';

const order: Order = {
  _id: '65f1a2b3c4d5e6f708192a3b',
  userId: '65f1a2b3c4d5e6f708192a3c',
  orderId: 'a1b2c3d4e5f6',
  userName: 'Asha Kapoor',
  address: 'Gold’s Gym Bandra, Mumbai, India',
  phoneNumber: '9876543210',
  paymentMethod: 'credit-card',
  date: '2026-11-22T09:00:00.000Z',
  paymentAmmount: 378,
  order: [
    {
      productId: '65f1a2b3c4d5e6f708192a3d',
      productName: 'Blueberry Blast Smoothie',
      productPrice: 210,
      quantity: 2,
      image: '/art/1fad0.webp',
    },
  ],
  summary: { originalPrice: 420, storePickup: 0, discountedAmmount: 42, tax: 0, finalTotal: 378 },
  status: 'Processing',
};

/** Stands in for the outbox: keeps what the notifier hands over, once composed. */
function memoryQueue() {
  const sent: MailMessage[] = [];
  const writes: Promise<boolean>[] = [];
  const queue: MailQueue = {
    enqueue(_context, message) {
      const writing = Promise.resolve(message).then((ready) => {
        if (ready !== null) sent.push(ready);
        return true;
      });
      writes.push(writing);
      return writing;
    },
    idle: async () => void (await Promise.all(writes)),
  };
  return { queue, sent };
}

describe('createOrderNotifier', () => {
  it("mails the order-placed and shipped messages to the account's verified e-mail", async () => {
    const { queue, sent } = memoryQueue();
    const { logger } = capturedLogger();
    const asked: string[] = [];
    const notifier = createOrderNotifier({
      queue,
      logger,
      verifiedEmailOf: async (userId) => (asked.push(userId), 'asha.verified@example.in'),
      invoicePdfOf: async () => null,
    });

    notifier.orderPlaced(order);
    await queue.idle();
    notifier.orderShipped({ ...order, status: 'Shipped' });
    await queue.idle();

    expect(asked).toEqual(['65f1a2b3c4d5e6f708192a3c', '65f1a2b3c4d5e6f708192a3c']);
    expect(sent.map((message) => message.subject)).toEqual([
      'Thanks for your order! GymFuel order a1b2c3d4e5f6',
      'Your GymFuel order a1b2c3d4e5f6 has shipped',
    ]);
    expect(sent.map((message) => message.to)).toEqual([
      'asha.verified@example.in',
      'asha.verified@example.in',
    ]);
    const [placed] = sent;
    expect(placed?.text).toContain('2 × Blueberry Blast Smoothie  ₹420.00');
    expect(placed?.text).toContain('Savings: -₹42.00');
    expect(placed?.text).toContain('Total: ₹378.00');
    expect(placed?.text).toContain('processed within 24 hours on working days');
  });

  it('mails nothing while the account has no verified e-mail, and says so in the log', async () => {
    const { queue, sent } = memoryQueue();
    const { logger, lines } = capturedLogger();
    const notifier = createOrderNotifier({
      queue,
      logger,
      verifiedEmailOf: async () => null,
      invoicePdfOf: async () => null,
    });

    notifier.orderPlaced(order);
    await queue.idle();

    expect(sent).toEqual([]);
    expect(lines.find((line) => line.kind === 'order placed')).toMatchObject({
      orderId: 'a1b2c3d4e5f6',
      msg: 'order e-mail not sent: the account has no verified e-mail',
    });
  });

  it('attaches the tax invoice to the order-placed e-mail, and sends without it if it fails', async () => {
    const { queue, sent } = memoryQueue();
    const { logger, lines } = capturedLogger();
    const pdf = Buffer.from('%PDF-1.3 invoice');
    let failing = false;
    const notifier = createOrderNotifier({
      queue,
      logger,
      verifiedEmailOf: async () => 'asha.verified@example.in',
      invoicePdfOf: async () => {
        if (failing) throw new Error('fonts missing');
        return { filename: 'invoice-GF-26-27-000001.pdf', content: pdf };
      },
    });

    notifier.orderPlaced(order);
    await queue.idle();
    failing = true;
    notifier.orderPlaced(order);
    await queue.idle();

    const [withInvoice, withoutInvoice] = sent;
    expect(withInvoice?.attachments).toEqual([
      { filename: 'invoice-GF-26-27-000001.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
    expect(withInvoice?.text).toContain('Your GST tax invoice is attached.');
    expect(withoutInvoice?.attachments).toBeUndefined();
    expect(withoutInvoice?.text).not.toContain('attached');
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'order e-mail sent without its invoice',
        orderId: order.orderId,
      }),
    );
  });

  it('mails each step of a refund, opening with the words the track page shows', async () => {
    const { queue, sent } = memoryQueue();
    const { logger } = capturedLogger();
    const notifier = createOrderNotifier({
      queue,
      logger,
      verifiedEmailOf: async () => 'asha.verified@example.in',
      invoicePdfOf: async () => null,
    });
    const cancelled: Order = { ...order, status: 'Cancelled' };
    const refund = {
      id: 'refund_a1b2c3d4e5f6',
      amount: 378,
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
    };

    notifier.refundInitiated(cancelled, { ...refund, status: 'pending' });
    notifier.refundProcessed(cancelled, { ...refund, status: 'processed' });
    notifier.refundFailed(cancelled, { ...refund, status: 'failed' });
    await queue.idle();

    expect(sent.map(({ to, subject }) => ({ to, subject }))).toEqual([
      {
        to: 'asha.verified@example.in',
        subject: 'Your refund for GymFuel order a1b2c3d4e5f6 has been initiated',
      },
      {
        to: 'asha.verified@example.in',
        subject: 'Your refund for GymFuel order a1b2c3d4e5f6 has been processed',
      },
      {
        to: 'asha.verified@example.in',
        subject: 'Your refund for GymFuel order a1b2c3d4e5f6 could not be completed',
      },
    ]);
    const [initiated, processed, failed] = sent.map((message) => message.text.split('\n'));
    expect(initiated?.slice(0, 3)).toEqual(['Hi Asha Kapoor,', '', 'Refund of ₹378.00 initiated']);
    expect(initiated?.join('\n')).toContain('the ₹378.00 you paid goes back');
    expect(processed?.[2]).toBe('Refund of ₹378.00 processed');
    expect(failed?.[2]).toBe('Refund of ₹378.00 failed — we will contact you');
    expect(failed?.join('\n')).toContain('will contact you to return the money');
  });
});
