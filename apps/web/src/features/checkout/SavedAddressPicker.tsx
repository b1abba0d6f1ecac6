import type { Address } from '@gymfuel/contracts';
import { describeAddress } from './address-fields';

interface SavedAddressPickerProps {
  addresses: Address[];
  /** The saved address the form currently matches, or -1. */
  selectedIndex: number;
  isLoading: boolean;
  onPick: (address: Address) => void;
}

/** The saved-address dropdown: picking one fills the fields. */
export function SavedAddressPicker({
  addresses,
  selectedIndex,
  isLoading,
  onPick,
}: SavedAddressPickerProps) {
  const placeholder = isLoading
    ? 'Loading your addresses…'
    : addresses.length === 0
      ? 'No saved addresses yet'
      : 'Choose a saved address';
  return (
    <div className="field">
      <label htmlFor="saved-address">Saved addresses</label>
      <select
        id="saved-address"
        className="select"
        value={selectedIndex >= 0 ? String(selectedIndex) : ''}
        disabled={addresses.length === 0}
        onChange={(event) => {
          const address = addresses[Number(event.target.value)];
          if (event.target.value !== '' && address) onPick(address);
        }}
      >
        <option value="">{placeholder}</option>
        {addresses.map((address, index) => (
          <option key={describeAddress(address) + index} value={index}>
            {describeAddress(address)}
          </option>
        ))}
      </select>
    </div>
  );
}
