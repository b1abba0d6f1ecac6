import type { Config } from './config/env.js';
import type { Models } from './db/models.js';
import { createLeasedJob } from './jobs/leased-job.js';
import { createPeriodicWorker } from './jobs/periodic-worker.js';
import type { Workers } from './jobs/workers.js';
import type { Logger } from './logging/logger.js';
import { createAccountTokenService } from './modules/accounts/account-tokens.service.js';
import { createAccountService } from './modules/accounts/accounts.service.js';
import { createAdminOrderService } from './modules/admin-orders/admin-orders.service.js';
import { createAddressesService } from './modules/addresses/addresses.service.js';
import { createActivityService } from './modules/audit/activity.service.js';
import { createAuditLog } from './modules/audit/audit-log.js';
import { createGoalsService } from './modules/goals/goals.service.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createCatalogueLookup } from './modules/products/catalogue-lookup.js';
import { createContactService } from './modules/contact/contact.service.js';
import { createFavouritesService } from './modules/favourites/favourites.service.js';
import { createDeliveryAdminService } from './modules/delivery/delivery-admin.service.js';
import { createDeliveryService } from './modules/delivery/delivery.service.js';
import { createGymService } from './modules/gyms/gyms.service.js';
import { sellerOf } from './modules/invoices/invoice-seller.js';
import { createInvoiceService } from './modules/invoices/invoices.service.js';
import { createMailQueue } from './modules/mail/mail-queue.js';
import { createMailer } from './modules/mail/mailer.js';
import { createOrderNotifier } from './modules/mail/order-notifier.js';
import { createOutboxSender, OUTBOX_WORKER_INTERVAL_MS } from './modules/mail/outbox-sender.js';
import { createCheckoutPricing } from './modules/orders/checkout-pricing.js';
import { createOrderEventFeed } from './modules/orders/order-event-feed.js';
import { createOrderEventLog } from './modules/orders/order-event-log.js';
import { createOrderService } from './modules/orders/orders.service.js';
import { createOrderFollowUp } from './modules/orders/order-follow-up.js';
import { createPayOnDelivery } from './modules/orders/pay-on-delivery.js';
import { createShopperLock } from './modules/orders/shopper-lock.js';
import { createPaymentGateway } from './modules/payments/create-gateway.js';
import { createPaymentReconciliation } from './modules/payments/payment-reconciliation.js';
import { createPaymentService } from './modules/payments/payments.service.js';
import { createAdminProductService } from './modules/products/admin-products.service.js';
import { createProductService } from './modules/products/products.service.js';
import { createRefundWorker } from './modules/refunds/refund-worker.js';
import { createRefundConsoleService } from './modules/refunds/refund-console.service.js';
import { createRefundService } from './modules/refunds/refunds.service.js';
import { createReviewService } from './modules/reviews/reviews.service.js';
import { createReviewedLineMarker } from './modules/reviews/reviewed-lines.js';
import { googleVerifierFor, type GoogleKeys } from './modules/sessions/google-id-token.js';
import { createAuthChanges } from './modules/sessions/auth-changes.js';
import { createSessionAuthenticator } from './modules/sessions/session-authenticator.js';
import { cachedSessionAuthenticator } from './modules/sessions/session-cache.js';
import { createSessionService } from './modules/sessions/sessions.service.js';
import { createStaffService } from './modules/users/staff.service.js';
import { createUserService } from './modules/users/users.service.js';
import { createVoucherAdminService } from './modules/vouchers/voucher-admin.service.js';
import { createVoucherUseService } from './modules/vouchers/voucher-uses.service.js';
import { createVoucherService } from './modules/vouchers/vouchers.service.js';

export interface ServiceDeps {
  config: Config;
  logger: Logger;
  models: Models;
  /** Google's public keys for /oauth; tests pass a local set. Default: fetched from Google. */
  googleKeys?: GoogleKeys;
  /** The time, for delivery slots and holds; tests pin it. Default: the system clock. */
  clock?: () => Date;
}

/** How often each process asks whether a leased job (payment reconciliation) is due. */
const JOB_POLL_INTERVAL_MS = 30 * 1000;
/** Far above a reconciliation run (50 provider calls of at most 15 s each would be 12.5 min). */
const RECONCILIATION_LEASE_MS = 15 * 60 * 1000;

/** Every service, created once per app, so modules can share them (the cart reads products…). */
export function createServices({
  config,
  logger,
  models,
  googleKeys,
  clock = () => new Date(),
}: ServiceDeps) {
  /** Ended sessions and changed accounts, told to every process's session cache. */
  const authChanges = createAuthChanges({ AuthEvent: models.AuthEvent, logger });
  const users = createUserService({ ...models, authChanges });
  /** Who changed what through the operator console; every console service writes to it. */
  const audit = createAuditLog({ Audit: models.Audit, now: clock });
  const sessions = createSessionService({
    Session: models.Session,
    jwtSecret: config.JWT_SECRET,
    authChanges,
  });
  const catalogue = createCatalogueLookup(models);
  const gyms = createGymService({
    Gym: models.Gym,
    maxAgeMs: config.CATALOGUE_MAX_AGE_MS,
    onRefreshError: (error) => logger.error({ err: error }, 'gym list refresh failed'),
  });
  const delivery = createDeliveryService({
    SlotSeat: models.SlotSeat,
    SlotCapacity: models.SlotCapacity,
    DeliverySettings: models.DeliverySettings,
    config,
    clock,
  });
  const voucherUses = createVoucherUseService({
    VoucherUse: models.VoucherUse,
    Voucher: models.Voucher,
    config,
    clock,
    logger,
  });
  const vouchers = createVoucherService({
    Voucher: models.Voucher,
    Order: models.Order,
    voucherUses,
    now: clock,
  });
  const cart = createCartService({ CartItem: models.CartItem, catalogue });
  const outbox = createOutboxSender({
    Outbox: models.Outbox,
    mailer: createMailer(config),
    logger,
    now: clock,
  });
  const mailWorker = createPeriodicWorker({
    failureMessage: 'could not send the due e-mails; trying again',
    intervalMs: OUTBOX_WORKER_INTERVAL_MS,
    pass: (stopping) => outbox.sendDue(stopping),
    logger,
    // A password reset writes its e-mail after answering: on shutdown, it must still be stored.
    afterStop: () => mail.idle(),
  });
  const mail = createMailQueue({
    Outbox: models.Outbox,
    logger,
    now: clock,
    onQueued: () => mailWorker.tick(),
  });
  const invoices = createInvoiceService({
    Invoice: models.Invoice,
    CreditNote: models.CreditNote,
    Order: models.Order,
    gyms,
    seller: sellerOf(config.legal),
    logger,
    now: clock,
  });
  const orderNotifier = createOrderNotifier({
    queue: mail,
    verifiedEmailOf: (userId) => users.verifiedEmailOf(userId),
    invoicePdfOf: (order) => invoices.invoicePdfForPlacedOrder(order),
    logger,
  });
  const pricing = createCheckoutPricing({ catalogue, vouchers });
  const orderEventLog = createOrderEventLog({ OrderEvent: models.OrderEvent, logger });
  const gateway = createPaymentGateway(
    config.payments,
    config.SIMULATED_REFUND_DELAY_MS,
    models.PendingPayment,
  );
  const refunds = createRefundService({
    Order: models.Order,
    gateway,
    notifier: orderNotifier,
    events: orderEventLog,
    logger,
    now: clock,
  });
  const orderFollowUp = createOrderFollowUp({
    Order: models.Order,
    invoices,
    notifier: orderNotifier,
    logger,
    now: clock,
  });
  const orders = createOrderService({
    Order: models.Order,
    followUp: orderFollowUp,
    cart,
    seats: delivery,
    voucherUses,
    notifier: orderNotifier,
    events: orderEventLog,
    refunds,
    markReviewed: createReviewedLineMarker(models.Review),
    invoices,
    audit,
    logger,
    now: clock,
  });
  const shopperLock = createShopperLock(models.CheckoutLock);
  const payOnDelivery = createPayOnDelivery({
    Order: models.Order,
    shopperLock,
    pricing,
    gyms,
    seats: delivery,
    voucherUses,
    orders,
    logger,
    now: clock,
  });
  const payments = createPaymentService({
    PendingPayment: models.PendingPayment,
    WebhookEvent: models.WebhookEvent,
    shopperLock,
    gateway,
    pricing,
    cart,
    orders,
    gyms,
    delivery,
    invoices,
    refunds,
    voucherUses,
    logger,
    now: clock,
  });
  const reconciliation = createPaymentReconciliation({
    PendingPayment: models.PendingPayment,
    gateway,
    payments,
    logger,
    now: clock,
  });
  const reconciliationJob = createLeasedJob({
    JobLease: models.JobLease,
    name: 'payment-reconciliation',
    everyMs: config.PAYMENT_RECONCILIATION_INTERVAL_MS,
    leaseMs: RECONCILIATION_LEASE_MS,
    now: clock,
  });
  const workers: Workers = {
    refunds: createRefundWorker({ refunds, logger }),
    mail: mailWorker,
    reconciliation: createPeriodicWorker({
      failureMessage: 'could not reconcile payments; trying again',
      intervalMs: JOB_POLL_INTERVAL_MS,
      pass: (stopping) => reconciliationJob.runIfDue(() => reconciliation.reconcileDue(stopping)),
      logger,
    }),
    cancellations: createPeriodicWorker({
      failureMessage: 'could not finish the cancelled orders; trying again',
      intervalMs: JOB_POLL_INTERVAL_MS,
      pass: () => orders.giveBackDue(),
      logger,
    }),
    orderFollowUps: createPeriodicWorker({
      failureMessage: 'could not store the invoices and e-mails of new orders; trying again',
      intervalMs: JOB_POLL_INTERVAL_MS,
      pass: () => orderFollowUp.completeDue(),
      logger,
    }),
    unorderedSeats: createPeriodicWorker({
      failureMessage: 'could not give back the seats of unwritten orders; trying again',
      intervalMs: JOB_POLL_INTERVAL_MS,
      pass: () => payOnDelivery.releaseSeatsWithoutOrder(),
      logger,
    }),
    sessionChanges: authChanges.poller,
  };
  return {
    products: createProductService({
      Product: models.Product,
      logger,
      catalogueMaxAgeMs: config.CATALOGUE_MAX_AGE_MS,
    }),
    gyms,
    delivery,
    vouchers,
    reviews: createReviewService({ Review: models.Review, orders, users, audit, now: clock }),
    contacts: createContactService({ Contact: models.Contact, audit, now: clock }),
    users,
    sessions,
    accounts: createAccountService({
      users,
      tokens: createAccountTokenService(models),
      mail,
      publicUrl: config.PUBLIC_URL,
      logger,
    }),
    /** Ended sessions and changed accounts, heard from every process (the live streams). */
    authChanges,
    /** Resolves a session JWT to its caller, for the 'session', 'staff' and 'owner' guards. */
    authenticate: cachedSessionAuthenticator(
      createSessionAuthenticator(sessions, users),
      authChanges,
      { ttlMs: config.SESSION_CACHE_MS },
    ),
    /** null when GOOGLE_CLIENT_ID is unset. */
    verifyGoogleIdToken: googleVerifierFor(config.GOOGLE_CLIENT_ID, googleKeys),
    /** Products by id, and checkout lines priced by the server (for orders and payments). */
    catalogue,
    cart,
    favourites: createFavouritesService({ FavouriteList: models.FavouriteList, catalogue }),
    addresses: createAddressesService({ SavedAddresses: models.SavedAddresses, gyms }),
    goals: createGoalsService(models),
    orders,
    /** POST /addorder's orders, and the worker for their seats. */
    payOnDelivery,
    /** GST tax invoices and credit notes. */
    invoices,
    /** This process's one reader of order_events, for every live tracking stream it holds. */
    orderEvents: createOrderEventFeed({ OrderEvent: models.OrderEvent, logger }),
    /** The outbox; the ops CLI waits for what it wrote (and the sends it started) before exiting. */
    mail,
    payments,
    /** Refunds, e-mails and payment reconciliation in the background; server.ts starts and stops them. */
    workers,
    audit,
    /** The console's delivery slots: gyms' hours, default and per-slot capacity (owners). */
    deliveryAdmin: createDeliveryAdminService({ gyms, delivery, audit }),
    /** The console's vouchers: list with uses, create, edit, deactivate (owners). */
    voucherAdmin: createVoucherAdminService({
      Voucher: models.Voucher,
      Order: models.Order,
      voucherUses,
      audit,
      now: clock,
    }),
    /** The console's 'Refunds': open refunds and an operator's retry. */
    refundConsole: createRefundConsoleService({ refunds, audit, now: clock }),
    /** The console's 'Staff': staff and owners, grants and revocations. */
    staff: createStaffService({ users, audit }),
    /** The console's 'Activity': the audit log by person and kind. */
    activity: createActivityService({ Audit: models.Audit, User: models.User }),
    /** The order board and the prep list (operator console). */
    adminOrders: createAdminOrderService({
      Order: models.Order,
      User: models.User,
      orders,
      gyms,
      clock,
    }),
    /** The owner's 'Menu': product edits and the sold-out toggle, each audited. */
    menu: createAdminProductService({ Product: models.Product, audit, cart }),
  };
}

export type Services = ReturnType<typeof createServices>;
