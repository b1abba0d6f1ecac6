import type { ChangeEvent } from 'react';
import { DELIVERY_COUNTRY, type AddressFields } from './address-fields';
import { useGyms } from './api/get-gyms';

interface AddressFieldsetProps {
  fields: AddressFields;
  onChange: (fields: AddressFields) => void;
}

/** Digits only: the phone field is numeric (spec section 5); +91 may be typed as 91. */
const PHONE_MAX_DIGITS = 12;

/** Your name, email, gym (from /getgyms), city and phone. */
export function AddressFieldset({ fields, onChange }: AddressFieldsetProps) {
  const gyms = useGyms();
  const set =
    (key: keyof AddressFields) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...fields, [key]: event.target.value });

  const gymPlaceholder = gyms.isPending
    ? 'Loading gyms…'
    : gyms.isError
      ? 'Gyms could not be loaded'
      : 'Choose your gym';
  // A saved address may name a gym that has since left the list; keep it visible and choosable.
  const gymNames = gyms.data ?? [];
  const listedGyms =
    fields.gym_name && !gymNames.includes(fields.gym_name)
      ? [fields.gym_name, ...gymNames]
      : gymNames;

  return (
    <div className="address-fields">
      <div className="field">
        <label htmlFor="checkout-name">Your name</label>
        <input
          id="checkout-name"
          autoComplete="name"
          value={fields.your_name}
          onChange={set('your_name')}
        />
      </div>
      <div className="field">
        <label htmlFor="checkout-email">Email</label>
        <input
          id="checkout-email"
          type="email"
          autoComplete="email"
          value={fields.your_email}
          onChange={set('your_email')}
        />
      </div>
      <div className="field address-fields__wide">
        <label htmlFor="checkout-gym">Gym</label>
        <select
          id="checkout-gym"
          className="select"
          value={fields.gym_name}
          onChange={set('gym_name')}
        >
          <option value="">{gymPlaceholder}</option>
          {listedGyms.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <p className="field__hint">
          We deliver to your gym&apos;s front desk, anywhere in {DELIVERY_COUNTRY}.
        </p>
      </div>
      <div className="field">
        <label htmlFor="checkout-city">City</label>
        <input
          id="checkout-city"
          autoComplete="address-level2"
          value={fields.city}
          onChange={set('city')}
        />
      </div>
      <div className="field">
        <label htmlFor="checkout-phone">Phone</label>
        <input
          id="checkout-phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_DIGITS}
          value={fields.phone}
          onChange={(event) =>
            onChange({ ...fields, phone: event.target.value.replace(/\D/g, '') })
          }
        />
      </div>
    </div>
  );
}
