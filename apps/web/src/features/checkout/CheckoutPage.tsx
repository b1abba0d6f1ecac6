import {
  bookableDates,
  indiaInstant,
  DELIVERY_MESSAGES,
  type Address,
  type DeliverySlot,
  type PublicUser,
} from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { SignedInOnly } from '../../shared/auth/SignedInOnly';
import {
  setCheckoutAddress,
  setCheckoutSlot,
  useCheckoutState,
  type CheckoutState,
} from '../../shared/checkout/checkout-state';
import { firstProblemField, type FieldProblems } from '../../shared/forms/field-problems';
import { OfflineOrderNote } from '../../shared/offline/OfflineOrderNote';
import { useOfflineOrdering } from '../../shared/offline/useOfflineOrdering';
import { paths } from '../../shared/routing/paths';
import { notify } from '../../shared/ui/notify';
import '../../shared/ui/surface-card.css';
import '../../shared/ui/aside-layout.css';
import { keepAddressDraft, readAddressDraft } from './address-draft';
import {
  ADDRESS_FIELD_LABELS,
  checkAddress,
  EMPTY_ADDRESS_FIELDS,
  toAddressFields,
  type AddressField,
  type AddressFields,
} from './address-fields';
import { ADDRESS_FIELD_IDS, AddressFieldset } from './AddressFieldset';
import { CheckoutSteps } from './CheckoutSteps';
import { CheckoutSummary } from './CheckoutSummary';
import { DeliverySlotStep } from './DeliverySlotStep';
import { CHECKOUT_FAILED_MESSAGE } from './messages';
import { SavedAddressPicker } from './SavedAddressPicker';
import { SLOT_FIELD_ID } from './SlotButtons';
import { useAddressBook } from './useAddressBook';
import './checkout.css';
import { useIndiaToday } from '../../shared/hooks/useIndiaToday';

/** The form's fields in screen order: the address, then the delivery slot. */
const CHECKOUT_FIELD_LABELS = { ...ADDRESS_FIELD_LABELS, slot: 'Delivery slot' } as const;
const CHECKOUT_FIELD_IDS = { ...ADDRESS_FIELD_IDS, slot: SLOT_FIELD_ID };
type CheckoutProblems = FieldProblems<keyof typeof CHECKOUT_FIELD_LABELS>;

/**
 * After a reload the form as it was typed; back from payment, the chosen address; otherwise the
 * profile starts the form.
 */
function initialFields(order: CheckoutState, user: PublicUser | null): AddressFields {
  const draft = user ? readAddressDraft(user._id) : null;
  if (draft) return draft;
  if (order.address) return toAddressFields(order.address);
  if (!user) return EMPTY_ADDRESS_FIELDS;
  return {
    ...EMPTY_ADDRESS_FIELDS,
    your_name: user.userName,
    your_email: user.email,
    phone: user.phoneNumber,
  };
}

function CheckoutForm({ order }: { order: CheckoutState }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const ordering = useOfflineOrdering();
  const [fields, setFieldsNow] = useState(() => initialFields(order, user));
  const [problems, setProblems] = useState<CheckoutProblems>({});
  // The days on offer from today in India, moving on at midnight on a page left open; a slot
  // picked for a day now past counts as none.
  const now = indiaInstant(useIndiaToday(), '00:00');
  const dates = bookableDates(now);
  const slot = order.slot && dates.includes(order.slot.date) ? order.slot : null;

  /** Each field at its problem, and the focus on the first, so it is read out with its label. */
  const showProblems = (found: CheckoutProblems) => {
    flushSync(() => setProblems(found));
    const first = firstProblemField(found, CHECKOUT_FIELD_LABELS);
    if (first) document.getElementById(CHECKOUT_FIELD_IDS[first])?.focus();
  };
  const addressBook = useAddressBook(showProblems);

  /** A slot belongs to its gym: choosing another gym drops it. */
  const setFields = (next: AddressFields) => {
    if (next.gym_name !== fields.gym_name) setCheckoutSlot(null);
    setFieldsNow(next);
    if (user) keepAddressDraft(user._id, next);
  };
  const edit = (next: AddressFields, edited: AddressField) => {
    setFields(next);
    setProblems((current) => ({ ...current, [edited]: undefined }));
  };
  const pick = (address: Address) => {
    setFields(toAddressFields(address));
    setProblems({});
  };

  const pickSlot = (picked: DeliverySlot) => {
    if (!setCheckoutSlot(picked)) notify.error(CHECKOUT_FAILED_MESSAGE);
    setProblems((current) => ({ ...current, slot: undefined }));
  };

  const proceedToPayment = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkAddress(fields);
    // The slot step opens once a gym is chosen; before that, the gym is what is missing.
    const slotProblem = fields.gym_name && !slot ? DELIVERY_MESSAGES.chooseSlot : undefined;
    if (!check.ok || slotProblem) {
      if (!check.ok && check.notice) notify.error(check.notice);
      showProblems({ ...(check.ok ? {} : check.problems), slot: slotProblem });
    } else if (!setCheckoutAddress(check.address)) notify.error(CHECKOUT_FAILED_MESSAGE);
    else navigate(paths.payment.getHref());
  };

  return (
    <section className="checkout page" aria-labelledby="checkout-title">
      <CheckoutSteps />
      <h1 id="checkout-title" className="page-title">
        Checkout
      </h1>
      <p className="page-lead">
        Tell us where to bring your order. We deliver to the gym you pick.
      </p>

      <div className="aside-layout">
        <form id="checkout-address" className="surface-card" onSubmit={proceedToPayment} noValidate>
          <h2 className="checkout__card-title">Delivery details</h2>
          <SavedAddressPicker
            addresses={addressBook.addresses}
            selectedIndex={addressBook.indexOf(fields)}
            isLoading={!addressBook.isReady && !addressBook.isError}
            onPick={pick}
          />
          <AddressFieldset fields={fields} problems={problems} onChange={edit} />
          <button
            type="button"
            className="btn btn-outline checkout__add-address"
            disabled={!addressBook.isReady || addressBook.isSaving}
            onClick={() => addressBook.add(fields)}
          >
            Add new address
          </button>
          <DeliverySlotStep
            gym={fields.gym_name}
            dates={dates}
            now={now}
            slot={slot}
            problem={problems.slot}
            onPick={pickSlot}
          />
        </form>

        <aside className="surface-card aside-layout__aside checkout__aside">
          <CheckoutSummary order={order} />
          <button
            type="submit"
            form="checkout-address"
            className="btn btn-primary checkout__proceed"
            disabled={ordering.offline}
            aria-describedby={ordering.offline ? ordering.noteId : undefined}
          >
            Proceed to Payment
          </button>
          <OfflineOrderNote id={ordering.noteId} offline={ordering.offline} />
        </aside>
      </div>
    </section>
  );
}

function Checkout() {
  const order = useCheckoutState();
  // docs/product.md#checkout: with no order (none started, or a corrupt one) back to the cart.
  if (!order) return <Navigate to={paths.cart.getHref()} replace />;
  return <CheckoutForm order={order} />;
}

export function CheckoutPage() {
  return (
    <SignedInOnly>
      <Checkout />
    </SignedInOnly>
  );
}
