import { CHECKOUT_MESSAGES } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { capturedLogger } from '../../test/captured-logs.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createVoucherUseService, type VoucherUseService } from './voucher-uses.service.js';

const NOW = new Date('2026-11-28T04:30:00Z');

let db: TestDatabase;
let uses: VoucherUseService;
const shopper = () => new Types.ObjectId().toHexString();

beforeAll(async () => {
  db = await openTestDatabase();
  await db.models.Voucher.create([
    { code: 'TWICE10', discountPercentage: 10, perCustomerLimit: 2 },
    { code: 'FEW10', discountPercentage: 10, usageLimit: 2 },
  ]);
  uses = createVoucherUseService({
    VoucherUse: db.models.VoucherUse,
    Voucher: db.models.Voucher,
    config: { PAYMENT_HOLD_MINUTES: 15 },
    clock: () => NOW,
    logger: capturedLogger().logger,
  });
});
afterAll(() => db.close());

/** Which of the takes went through, and the refusals of the others. */
async function takeInParallel(owners: { voucherCode: string; userId: string; holder: string }[]) {
  const outcomes = await Promise.allSettled(owners.map((owner) => uses.takeConfirmed(owner)));
  return {
    taken: outcomes.filter((outcome) => outcome.status === 'fulfilled').length,
    refusals: outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' && outcome.reason instanceof AppError
        ? [outcome.reason.message]
        : [],
    ),
  };
}

describe('a limited voucher after a cancel', () => {
  it("never gives a shopper more standing orders than their limit: an order over the limit keeps counting once another's use is given back", async () => {
    const asha = shopper();
    const code = { voucherCode: 'TWICE10', userId: asha };
    await uses.takeConfirmed({ ...code, holder: 'asha-1' });
    await uses.takeConfirmed({ ...code, holder: 'asha-2' });
    // A third paid after its hold lapsed: placed over her limit of 2.
    expect(await uses.confirm({ ...code, holder: 'asha-3', providerOrderId: 'order_3' })).toBe(
      true,
    );
    // She cancels the first two: one order (the third) still uses the code, so one more may.
    await uses.release('asha-1');
    await uses.release('asha-2');

    const { taken, refusals } = await takeInParallel(
      ['a', 'b', 'c', 'd'].map((tab) => ({ ...code, holder: `asha-tab-${tab}` })),
    );
    expect(taken).toBe(1);
    expect(refusals).toEqual([
      'You have already used this code',
      'You have already used this code',
      'You have already used this code',
    ]);
  });

  it('never lets the code be used by more standing orders than its total limit', async () => {
    const [first, second, late] = [shopper(), shopper(), shopper()];
    await uses.takeConfirmed({ voucherCode: 'FEW10', userId: first, holder: 'few-1' });
    await uses.takeConfirmed({ voucherCode: 'FEW10', userId: second, holder: 'few-2' });
    expect(
      await uses.confirm({
        voucherCode: 'FEW10',
        userId: late,
        holder: 'few-3',
        providerOrderId: 'order_few_3',
      }),
    ).toBe(true);
    await uses.release('few-1');

    // Two orders (the second and the late one) still use it: its limit of 2 is reached.
    const { taken, refusals } = await takeInParallel(
      [shopper(), shopper(), shopper()].map((userId, index) => ({
        voucherCode: 'FEW10',
        userId,
        holder: `few-new-${index}`,
      })),
    );
    expect(taken).toBe(0);
    expect(refusals).toEqual(Array.from({ length: 3 }, () => CHECKOUT_MESSAGES.voucherFullyUsed));
  });
});
