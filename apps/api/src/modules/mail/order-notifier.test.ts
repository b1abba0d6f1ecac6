import { Writable } from 'node:stream';
import type { Order } from '@gymfuel/contracts';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logging/logger.js';
import type { Mailer, MailMessage } from './mailer.js';
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

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: 'info' }, stream), lines };
}

describe('createOrderNotifier', () => {
  it('sends the order-placed and shipped messages with the order details', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      destination: 'memory',
      send: async (message) => void sent.push(message),
    };
    const notifier = createOrderNotifier({ mailer, logger: capturedLogger().logger });

    notifier.orderPlaced(order, 'asha@example.in');
    notifier.orderShipped({ ...order, status: 'Shipped' }, 'asha@example.in');
    await notifier.idle();

    expect(sent.map((message) => message.subject)).toEqual([
      'Thanks for your order! GymFuel order a1b2c3d4e5f6',
      'Your GymFuel order a1b2c3d4e5f6 has shipped',
    ]);
    expect(sent.every((message) => message.to === 'asha@example.in')).toBe(true);
    const [placed] = sent;
    expect(placed?.text).toContain('2 × Blueberry Blast Smoothie  ₹420.00');
    expect(placed?.text).toContain('Savings: -₹42.00');
    expect(placed?.text).toContain('Total: ₹378.00');
    expect(placed?.text).toContain('processed within 24 hours on working days');
  });

  it('never throws when the transport does: it logs the failure instead', async () => {
    const mailer: Mailer = {
      destination: 'broken',
      send: async () => {
        throw new Error('SMTP server on fire');
      },
    };
    const { logger, lines } = capturedLogger();
    const notifier = createOrderNotifier({ mailer, logger });

    expect(() => notifier.orderPlaced(order, 'asha@example.in')).not.toThrow();
    await notifier.idle();

    const failure = lines.find((line) => line.msg === 'order e-mail failed');
    expect(failure).toMatchObject({
      orderId: 'a1b2c3d4e5f6',
      kind: 'order placed',
      err: { message: 'SMTP server on fire' },
    });
  });

  it('idle() waits for messages still being sent', async () => {
    let release: () => void = () => {};
    const mailer: Mailer = {
      destination: 'slow',
      send: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const notifier = createOrderNotifier({ mailer, logger: capturedLogger().logger });
    notifier.orderShipped(order, 'asha@example.in');

    let idle = false;
    const waiting = notifier.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(idle).toBe(true);
  });
});
