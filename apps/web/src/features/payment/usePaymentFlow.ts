import {
  CHECKOUT_MESSAGES,
  DELIVERY_MESSAGES,
  isVoucherRefusal,
  SOLD_OUT_MESSAGE,
  type PaymentOrder,
  type PaymentResult,
} from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../shared/api/api-error';
import { getProductsQueryOptions } from '../../shared/api/get-products';
import { useAuth } from '../../shared/auth/auth-context';
import { keepAppliedVoucher } from '../../shared/checkout/applied-voucher';
import { setCheckoutSlot } from '../../shared/checkout/checkout-state';
import { fieldProblemsFrom, firstProblemField } from '../../shared/forms/field-problems';
import { paths } from '../../shared/routing/paths';
import { notify } from '../../shared/ui/notify';
import { useAddOrder } from './api/add-order';
import { useAuthorisePayment } from './api/authorise-payment';
import { useCreatePaymentOrder } from './api/create-payment-order';
import { useSimulatePayment, type TestOutcome } from './api/simulate-payment';
import {
  CHECKOUT_OPEN_FAILED_MESSAGE,
  PAID_ORDER_CANCELLED_MESSAGE,
  PAID_TWICE_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_ORDER_FIELD_LABELS,
  PAYMENT_SUCCEEDED_MESSAGE,
} from './messages';
import { toDirectOrderInput, toPaymentOrderInput, type PayableOrder } from './payable-order';
import { loadRazorpayCheckout, openRazorpayCheckout } from './razorpay-checkout';

/**
 * The server said yes but its provider order is unusable (no id): the client's contract check
 * refuses such an answer, which is the spec's "provider order with no id".
 */
const isUnusableProviderOrder = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 'BAD_RESPONSE' &&
  error.status >= 200 &&
  error.status < 300;

const SLOT_REFUSALS: readonly string[] = [DELIVERY_MESSAGES.slotFull, DELIVERY_MESSAGES.slotClosed];

/** The chosen slot filled up or passed its cut-off meanwhile (409): another must be picked. */
const isSlotRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && SLOT_REFUSALS.includes(error.message);

/**
 * Refusals that send the shopper back to the cart, in the server's words: the lines are no
 * longer the cart (409, e.g. another tab paid for it), a product in it is sold out today (409),
 * a price changed since the total shown here was worked out (the cart shows the new one), or the
 * voucher does not apply (expired, switched off, used up, the order too small, the total it would
 * leave under ₹1…).
 */
const needsCartReview = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.status === 409 ||
    error.message === CHECKOUT_MESSAGES.amountMismatch ||
    isVoucherRefusal(error.message));

/** The voucher's own refusal: the cart must not offer that code again. */
const isVoucherRefusalError = (error: ApiError) =>
  (error.status === 409 || error.status === 400) && isVoucherRefusal(error.message);

/**
 * A checkout the server refuses as it stands (a 400: a gym it no longer delivers to, a total
 * below ₹1 no code caused, a field the contract refuses), in its own words, which say what to
 * change; where its details name a field, the words name it ('Phone must be …'). Null for
 * anything else.
 */
function refusalMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.code !== 'BAD_REQUEST') {
    return null;
  }
  const problems = fieldProblemsFrom(error.details, PAYMENT_ORDER_FIELD_LABELS);
  const field = firstProblemField(problems, PAYMENT_ORDER_FIELD_LABELS);
  return (field && problems[field]) ?? error.message;
}

/** The spec's alert: a browser alert, as the provider's own sheet could not be shown. */
const alertCheckoutUnavailable = () => window.alert(CHECKOUT_OPEN_FAILED_MESSAGE);
const sayPaymentFailed = () => notify.error(PAYMENT_FAILED_MESSAGE);

/**
 * The server's words, and the slot is dropped from the checkout: the payment page, which needs
 * one, then sends the shopper back to checkout, whose slots are read afresh.
 */
function pickAnotherSlot(refusal: ApiError): void {
  notify.error(refusal.message);
  setCheckoutSlot(null);
}

/** Told the order's id once the payment made one, and whether it was already cancelled. */
export type OnPlaced = (orderId: string, state: { cancelled: boolean }) => void;

/**
 * 'Pay Now' → /paymentorder → the provider (Razorpay's sheet, or the in-app test checkout in
 * simulated mode) → /authpayment → `onPlaced(orderId, …)`; an order the webhook placed and that
 * was cancelled before the shopper came back is said so, not greeted with 'Success !'. A failure
 * says 'Something went wrong !'
 * and leaves the cart and the checkout as they were. A slot that filled up or closed sends the
 * shopper back to checkout to pick another; a cart that changed since checkout, or a voucher
 * that stopped applying, back to /cart; both with the server's words. Any other checkout
 * /paymentorder refuses (a 400) is said in the server's words, on this screen.
 */
export function usePaymentFlow(order: PayableOrder, onPlaced: OnPlaced) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const createPaymentOrder = useCreatePaymentOrder();
  const simulatePayment = useSimulatePayment();
  const authorisePayment = useAuthorisePayment();
  const addOrder = useAddOrder();
  /** The simulated provider order whose test checkout is open. */
  const [testOrder, setTestOrder] = useState<PaymentOrder | null>(null);
  const [isOpeningCheckout, setOpeningCheckout] = useState(false);

  const succeed = (orderId: string) => {
    notify.success(PAYMENT_SUCCEEDED_MESSAGE);
    onPlaced(orderId, { cancelled: false });
  };

  /** Single-flight (as the test checkout's answer): `mutate`, whose repeats are dropped. */
  const confirmPayment = (result: PaymentResult) =>
    authorisePayment.mutate(result, {
      onSuccess: ({ orderId, cancelled, duplicateOf }) => {
        if (duplicateOf !== undefined) {
          // The shopper's order is the one the other tab placed: it opens, and the refund is said.
          notify.error(PAID_TWICE_MESSAGE);
          return onPlaced(duplicateOf, { cancelled: false });
        }
        if (!cancelled) return succeed(orderId);
        notify.error(PAID_ORDER_CANCELLED_MESSAGE);
        onPlaced(orderId, { cancelled });
      },
      onError: sayPaymentFailed,
    });

  const openRazorpay = async (providerOrder: PaymentOrder) => {
    setOpeningCheckout(true);
    try {
      openRazorpayCheckout(await loadRazorpayCheckout(), {
        providerOrder,
        customer: {
          name: order.address.your_name,
          email: order.address.your_email,
          phone: order.address.phone,
        },
        onPaid: confirmPayment,
        onFailed: sayPaymentFailed,
      });
    } catch {
      alertCheckoutUnavailable();
    } finally {
      setOpeningCheckout(false);
    }
  };

  const payNow = () =>
    createPaymentOrder.mutate(toPaymentOrderInput(order), {
      onSuccess: (providerOrder) => {
        if (providerOrder.provider === 'simulated') setTestOrder(providerOrder);
        else void openRazorpay(providerOrder);
      },
      onError: (error) => {
        const refusal = refusalMessageOf(error);
        if (isSlotRefusal(error)) pickAnotherSlot(error);
        else if (needsCartReview(error)) {
          notify.error(error.message);
          if (user && isVoucherRefusalError(error)) keepAppliedVoucher(user._id, null);
          // The cart marks the line 'Sold out' from the catalogue, which must be read again.
          if (error.message === SOLD_OUT_MESSAGE) {
            void queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
          }
          navigate(paths.cart.getHref());
        } else if (isUnusableProviderOrder(error)) alertCheckoutUnavailable();
        else if (refusal !== null) notify.error(refusal);
        else sayPaymentFailed();
      },
    });

  /** The test checkout's Pay or Fail: the first press counts until its answer is back. */
  const answerTestPayment = (outcome: TestOutcome) => {
    if (!testOrder) return;
    simulatePayment.mutate(
      { orderId: testOrder.id, outcome },
      {
        onSuccess: (result) => {
          setTestOrder(null);
          if (result) confirmPayment(result);
          else sayPaymentFailed();
        },
        onError: () => {
          setTestOrder(null);
          sayPaymentFailed();
        },
      },
    );
  };

  /** 'Place Your Order' (pay-on-delivery): no provider, the order is placed directly. */
  const placeOrder = async () => {
    try {
      succeed(await addOrder.mutateAsync(toDirectOrderInput(order)));
    } catch (error) {
      if (isSlotRefusal(error)) pickAnotherSlot(error);
      else sayPaymentFailed();
    }
  };

  return {
    payNow,
    placeOrder,
    testOrder,
    answerTestPayment,
    closeTestPayment: () => setTestOrder(null),
    isAnsweringTest: simulatePayment.isPending,
    isBusy:
      createPaymentOrder.isPending ||
      isOpeningCheckout ||
      testOrder !== null ||
      authorisePayment.isPending ||
      addOrder.isPending,
  };
}
