import {
  ADDRESS_FIELD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
} from '@gymfuel/contracts';
import { FieldError, invalidFieldProps } from '../../shared/ui/FieldError';
import { TextField } from '../../shared/ui/TextField';
import {
  ADDRESS_FIELD_LABELS,
  DELIVERY_COUNTRY,
  type AddressField,
  type AddressFields,
  type AddressProblems,
} from './address-fields';
import { useGyms } from './api/get-gyms';

interface AddressFieldsetProps {
  fields: AddressFields;
  problems: AddressProblems;
  /** A field was edited: the new fields, and which one changed (its problem is settled). */
  onChange: (fields: AddressFields, edited: AddressField) => void;
}

/** The id of each field's control, so a problem can send the focus there. */
export const ADDRESS_FIELD_IDS: Record<AddressField, string> = {
  your_name: 'checkout-name',
  your_email: 'checkout-email',
  gym_name: 'checkout-gym',
  phone: 'checkout-phone',
};

/** Your name, email, phone and gym (from /getgyms). */
export function AddressFieldset({ fields, problems, onChange }: AddressFieldsetProps) {
  const gyms = useGyms();
  const set = (key: Exclude<AddressField, 'gym_name'>) => (value: string) =>
    onChange({ ...fields, [key]: value }, key);
  // A city came with a saved address, for its gym: another gym leaves it behind.
  const setGym = (gym_name: string) => onChange({ ...fields, gym_name, city: '' }, 'gym_name');

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
        id={ADDRESS_FIELD_IDS.your_name}
        label={ADDRESS_FIELD_LABELS.your_name}
        autoComplete="name"
        maxLength={ADDRESS_FIELD_MAX_LENGTH}
        value={fields.your_name}
        onValueChange={set('your_name')}
        problem={problems.your_name}
      />
      <TextField
        id={ADDRESS_FIELD_IDS.your_email}
        label={ADDRESS_FIELD_LABELS.your_email}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={fields.your_email}
        onValueChange={set('your_email')}
        problem={problems.your_email}
      />
      {/* Typed or pasted as people write numbers ('+91 98765 43210'): the contract normalises. */}
      <TextField
        id={ADDRESS_FIELD_IDS.phone}
        label={ADDRESS_FIELD_LABELS.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={fields.phone}
        onValueChange={set('phone')}
        problem={problems.phone}
      />
      <div className="field address-fields__wide">
        <label htmlFor={ADDRESS_FIELD_IDS.gym_name}>{ADDRESS_FIELD_LABELS.gym_name}</label>
        <select
          id={ADDRESS_FIELD_IDS.gym_name}
          className="select"
          value={fields.gym_name}
          {...invalidFieldProps(ADDRESS_FIELD_IDS.gym_name, problems.gym_name)}
          onChange={(event) => setGym(event.target.value)}
        >
          <option value="">{gymPlaceholder}</option>
          {listedGyms.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <FieldError fieldId={ADDRESS_FIELD_IDS.gym_name} problem={problems.gym_name} />
        <p className="field__hint">
          We deliver to your gym&apos;s front desk, anywhere in {DELIVERY_COUNTRY}.
        </p>
      </div>
    </div>
  );
}
