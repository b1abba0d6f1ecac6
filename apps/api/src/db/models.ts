import type { Connection } from 'mongoose';
import { rateLimitModel } from '../http/rate-limit.model.js';
import { jobLeaseModel } from '../jobs/job-lease.model.js';
import { accountTokenModel } from '../modules/accounts/account-tokens.model.js';
import { auditModel } from '../modules/audit/audit.model.js';
import { savedAddressesModel } from '../modules/addresses/addresses.model.js';
import { cartItemModel } from '../modules/cart/cart.model.js';
import { contactModel } from '../modules/contact/contact.model.js';
import { favouriteListModel } from '../modules/favourites/favourites.model.js';
import { goalsModel } from '../modules/goals/goals.model.js';
import { gymModel } from '../modules/gyms/gyms.model.js';
import { deliverySettingsModel } from '../modules/delivery/delivery-settings.model.js';
import { creditNoteModel, invoiceModel } from '../modules/invoices/invoices.model.js';
import { slotCapacityModel, slotSeatModel } from '../modules/delivery/slot-seats.model.js';
import { outboxModel } from '../modules/mail/outbox.model.js';
import { checkoutLockModel } from '../modules/orders/checkout-lock.model.js';
import { orderEventModel } from '../modules/orders/order-events.model.js';
import { orderModel } from '../modules/orders/orders.model.js';
import { pendingPaymentModel } from '../modules/payments/pending-payment.model.js';
import { webhookEventModel } from '../modules/payments/webhook-event.model.js';
import { productModel } from '../modules/products/products.model.js';
import { reviewModel } from '../modules/reviews/reviews.model.js';
import { authEventModel } from '../modules/sessions/auth-events.model.js';
import { sessionModel } from '../modules/sessions/sessions.model.js';
import { roleLockModel } from '../modules/users/role-lock.model.js';
import { userModel } from '../modules/users/users.model.js';
import { voucherUseModel } from '../modules/vouchers/voucher-uses.model.js';
import { voucherModel } from '../modules/vouchers/vouchers.model.js';

/** Every model, bound to one connection. A new module adds one line here. */
export function createModels(connection: Connection) {
  return {
    Product: productModel(connection),
    Gym: gymModel(connection),
    SlotSeat: slotSeatModel(connection),
    SlotCapacity: slotCapacityModel(connection),
    DeliverySettings: deliverySettingsModel(connection),
    Voucher: voucherModel(connection),
    VoucherUse: voucherUseModel(connection),
    Review: reviewModel(connection),
    Contact: contactModel(connection),
    User: userModel(connection),
    Session: sessionModel(connection),
    AuthEvent: authEventModel(connection),
    AccountToken: accountTokenModel(connection),
    CartItem: cartItemModel(connection),
    FavouriteList: favouriteListModel(connection),
    SavedAddresses: savedAddressesModel(connection),
    Goals: goalsModel(connection),
    Order: orderModel(connection),
    CheckoutLock: checkoutLockModel(connection),
    OrderEvent: orderEventModel(connection),
    PendingPayment: pendingPaymentModel(connection),
    WebhookEvent: webhookEventModel(connection),
    Invoice: invoiceModel(connection),
    CreditNote: creditNoteModel(connection),
    Audit: auditModel(connection),
    RoleLock: roleLockModel(connection),
    RateLimit: rateLimitModel(connection),
    Outbox: outboxModel(connection),
    JobLease: jobLeaseModel(connection),
  };
}

export type Models = ReturnType<typeof createModels>;

/**
 * Indexes earlier versions created that would now do harm, dropped on start wherever they are
 * left. `createdAt_1` expired pending payments 30 days after the checkout, paid or not: a paid
 * checkout whose order is not placed yet is the only trace of the money.
 */
const RETIRED_INDEXES = [{ model: 'PendingPayment', name: 'createdAt_1' }] as const;

async function dropRetiredIndexes(models: Models): Promise<void> {
  for (const { model, name } of RETIRED_INDEXES) {
    const collection = models[model].collection;
    const indexes = await collection.listIndexes().toArray();
    if (indexes.some((index) => index.name === name)) await collection.dropIndex(name);
  }
}

/** Waits until every collection and index exists; unique indexes carry rules (one account per e-mail…). */
export async function ensureIndexes(models: Models): Promise<void> {
  await Promise.all(Object.values(models).map((model) => model.init()));
  await dropRetiredIndexes(models);
}
