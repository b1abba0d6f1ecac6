import { TextField } from '../../shared/ui/TextField';
import { DELIVERY_COUNTRY, type AddressFields } from './address-fields';
import { useGyms } from './api/get-gyms';

interface AddressFieldsetProps {
  fields: AddressFields;
  onChange: (fields: AddressFields) => void;
}

/**
 * Digits only: the phone field is numeric (docs/product.md#phone-numbers); +91 may be typed as 91.
 */
const PHONE_MAX_DIGITS = 12;

/** Your name, email, gym (from /getgyms), city and phone. */
export function AddressFieldset({ fields, onChange }: AddressFieldsetProps) {
  const gyms = useGyms();
  const set = (key: keyof AddressFields) => (value: string) =>
    onChange({ ...fields, [key]: value });

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
      <TextField
        id="checkout-name"
        label="Your name"
        autoComplete="name"
        value={fields.your_name}
        onValueChange={set('your_name')}
      />
      <TextField
        id="checkout-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={fields.your_email}
        onValueChange={set('your_email')}
      />
      <div className="field address-fields__wide">
        <label htmlFor="checkout-gym">Gym</label>
        <select
          id="checkout-gym"
          className="select"
          value={fields.gym_name}
          onChange={(event) => set('gym_name')(event.target.value)}
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
      <TextField
        id="checkout-city"
        label="City"
        autoComplete="address-level2"
        value={fields.city}
        onValueChange={set('city')}
      />
      <TextField
        id="checkout-phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_MAX_DIGITS}
        value={fields.phone}
        onValueChange={(phone) => set('phone')(phone.replace(/\D/g, ''))}
      />
    </div>
  );
}
