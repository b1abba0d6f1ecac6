import {
  EDITED_MEANWHILE_MESSAGE,
  toPaise,
  type AdminVoucher,
  type VoucherBody,
} from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { atVersion } from '../../db/edit-version.js';
import { AppError } from '../../errors/app-error.js';
import { isDuplicateKey } from '../../errors/duplicate-key.js';
import { changedFields, type AuditLog } from '../audit/audit-log.js';
import type { OrderModel } from '../orders/orders.model.js';
import { useHolderOf, type VoucherUseService } from './voucher-uses.service.js';
import {
  toVoucherContract,
  toVoucherTerms,
  type VoucherModel,
  type VoucherRecord,
} from './vouchers.model.js';

/** Who makes the change: the caller the owner guard let through, as the audit log takes it. */
type Actor = Parameters<AuditLog['record']>[0];

export const VOUCHER_UNKNOWN = 'Voucher not found';
export const voucherTakenMessage = (code: string) =>
  `A voucher with the code ${code} already exists`;

export interface VoucherAdminDeps {
  Voucher: VoucherModel;
  /** A voucher's uses are the orders placed with it that were not cancelled. */
  Order: Pick<OrderModel, 'countDocuments' | 'find'>;
  /** Numbers a code's earlier uses when a limit is set on it. */
  voucherUses: Pick<VoucherUseService, 'numberPastUses'>;
  audit: Pick<AuditLog, 'record'>;
  now: () => Date;
}

/** The optional rules a voucher stores; whichever the owner leaves out is removed on an edit. */
const OPTIONAL_FIELDS = [
  'validFrom',
  'validUntil',
  'minOrderPaise',
  'maxDiscountPaise',
  'usageLimit',
  'firstOrderOnly',
] as const;

type StoredRules = Pick<VoucherRecord, 'discountPercentage' | 'perCustomerLimit'> &
  Partial<Pick<VoucherRecord, (typeof OPTIONAL_FIELDS)[number]>>;

/** The owner's rules in the stored units: paise and Dates. No per-shopper limit is null. */
function storedRulesOf(body: VoucherBody): StoredRules {
  const rules: StoredRules = {
    discountPercentage: body.discountPercentage,
    perCustomerLimit: body.perCustomerLimit,
  };
  if (body.validFrom !== undefined) rules.validFrom = new Date(body.validFrom);
  if (body.validUntil !== undefined) rules.validUntil = new Date(body.validUntil);
  if (body.minOrderValue !== undefined) rules.minOrderPaise = toPaise(body.minOrderValue);
  if (body.maxDiscount !== undefined) rules.maxDiscountPaise = toPaise(body.maxDiscount);
  if (body.usageLimit !== undefined) rules.usageLimit = body.usageLimit;
  if (body.firstOrderOnly !== undefined) rules.firstOrderOnly = body.firstOrderOnly;
  return rules;
}

/** What the audit log keeps of a voucher: its rules as the console shows them. */
const auditedRulesOf = (record: VoucherRecord): Record<string, unknown> => ({
  discountPercentage: record.discountPercentage,
  isActive: record.isActive,
  ...toVoucherTerms(record),
});

/**
 * The console's 'Vouchers' screen (owners): list with uses, create, edit and deactivate. The
 * code is a voucher's identity; the rules are the contracts' (voucherBodySchema). Each change is
 * stored first, then written to the audit log.
 */
export function createVoucherAdminService({
  Voucher,
  Order,
  voucherUses,
  audit,
  now,
}: VoucherAdminDeps) {
  /**
   * The code's orders not cancelled, as uses the limits set now must count (see
   * voucher-uses.service numberPastUses), each under its order's use holder.
   */
  async function numberPastUses(code: string): Promise<void> {
    const orders = await Order.find(
      { voucherCode: code, status: mongoose.trusted({ $ne: 'Cancelled' }) },
      { orderId: 1, userId: 1, seatHolder: 1, providerOrderId: 1 },
    )
      .sort({ date: 1 })
      .lean();
    const past = orders.map((order) => ({
      userId: order.userId.toHexString(),
      holder: useHolderOf(order),
    }));
    await voucherUses.numberPastUses(code, past);
  }

  /** Confirmed uses, counted from the orders index on (voucherCode, status). */
  const usesOf = (code: string) =>
    Order.countDocuments({ voucherCode: code, status: mongoose.trusted({ $ne: 'Cancelled' }) });

  async function toAdminVoucher(record: VoucherRecord): Promise<AdminVoucher> {
    // The rules text as the cart words it; the switch itself rather than 'applies now'.
    const { rules } = toVoucherContract(record, now());
    return {
      code: record.code,
      discountPercentage: record.discountPercentage,
      isActive: record.isActive,
      ...toVoucherTerms(record),
      rules,
      uses: await usesOf(record.code),
      version: record.version ?? 0,
    };
  }

  return {
    async list(): Promise<AdminVoucher[]> {
      const records = await Voucher.find().sort({ code: 1 }).lean();
      return Promise.all(records.map(toAdminVoucher));
    },

    /** 409 when the code is taken, whatever its case: codes are stored upper-case. */
    async create(actor: Actor, body: VoucherBody): Promise<AdminVoucher> {
      let created: VoucherRecord;
      try {
        created = (
          await Voucher.create({ code: body.code, isActive: true, ...storedRulesOf(body) })
        ).toObject();
      } catch (error) {
        if (isDuplicateKey(error)) throw AppError.conflict(voucherTakenMessage(body.code));
        throw error;
      }
      await audit.record(actor, {
        kind: 'voucher.created',
        subject: created.code,
        after: auditedRulesOf(created),
      });
      return toAdminVoucher(created);
    },

    /**
     * Replaces every rule (one left out is removed), if the voucher is still at the version the
     * edit was based on: 409 when someone else saved it since, 404 for an unknown code.
     */
    async update(
      actor: Actor,
      body: VoucherBody,
      version: number | undefined,
    ): Promise<AdminVoucher> {
      const rules = storedRulesOf(body);
      const removed = [...OPTIONAL_FIELDS, 'expiresAt'].filter((field) => !(field in rules));
      const before = await Voucher.findOneAndUpdate(
        { code: body.code, ...atVersion(version) },
        {
          $set: rules,
          $inc: { version: 1 },
          ...(removed.length === 0
            ? {}
            : { $unset: Object.fromEntries(removed.map((f) => [f, 1])) }),
        },
        { returnDocument: 'before', runValidators: true },
      ).lean();
      if (before === null) {
        if (await Voucher.exists({ code: body.code })) {
          throw AppError.conflict(EDITED_MEANWHILE_MESSAGE);
        }
        throw AppError.notFound(VOUCHER_UNKNOWN);
      }
      const after = {
        ...Object.fromEntries(Object.entries(before).filter(([field]) => !removed.includes(field))),
        ...rules,
        version: (before.version ?? 0) + 1,
      } as VoucherRecord;
      if (
        before.usageLimit !== after.usageLimit ||
        before.perCustomerLimit !== after.perCustomerLimit ||
        before.firstOrderOnly !== after.firstOrderOnly
      ) {
        await numberPastUses(after.code);
      }
      const changed = changedFields(auditedRulesOf(before), auditedRulesOf(after));
      if (Object.keys({ ...changed.before, ...changed.after }).length > 0) {
        await audit.record(actor, {
          kind: 'voucher.updated',
          subject: after.code,
          summary: `Changed ${Object.keys({ ...changed.before, ...changed.after }).join(', ')}`,
          ...changed,
        });
      }
      return toAdminVoucher(after);
    },

    /**
     * Switches the code off: shoppers then hear 'This code is not active' at /getcode, and
     * /paymentorder and /addorder refuse it. Deactivating an inactive code changes nothing. The
     * switch is not part of an edit, so it leaves the version alone (as the menu's Available).
     */
    async deactivate(actor: Actor, code: string): Promise<AdminVoucher> {
      const switched = await Voucher.findOneAndUpdate(
        { code, isActive: true },
        { $set: { isActive: false } },
        { returnDocument: 'after' },
      ).lean();
      if (switched === null) {
        const current = await Voucher.findOne({ code }).lean();
        if (current === null) throw AppError.notFound(VOUCHER_UNKNOWN);
        return toAdminVoucher(current);
      }
      await audit.record(actor, {
        kind: 'voucher.deactivated',
        subject: switched.code,
        before: { isActive: true },
        after: { isActive: false },
      });
      return toAdminVoucher(switched);
    },
  };
}

export type VoucherAdminService = ReturnType<typeof createVoucherAdminService>;
