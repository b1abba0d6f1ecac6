import { VOUCHER_CODE_MAX_LENGTH } from '@gymfuel/contracts';
import { useState, type FormEvent, type Ref } from 'react';
import { OfflineOrderNote } from '../../shared/offline/OfflineOrderNote';
import { useOfflineOrdering } from '../../shared/offline/useOfflineOrdering';
import type { DroppedVoucher } from './useVoucher';

interface VoucherFormProps {
  onApply: (code: string) => void;
  isApplying: boolean;
  /** A kept code that no longer applies, said under the field until another code is applied. */
  dropped: DroppedVoucher | null;
  /** The code field, for the cart to give focus to once a code is removed. */
  inputRef?: Ref<HTMLInputElement>;
}

const DROPPED_NOTE_ID = 'voucher-dropped';

/** The voucher field; what is typed is forced to upper case (docs/product.md#vouchers). */
export function VoucherForm({ onApply, isApplying, dropped, inputRef }: VoucherFormProps) {
  const [code, setCode] = useState('');
  const ordering = useOfflineOrdering();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(code);
  };

  return (
    <form className="voucher" onSubmit={onSubmit}>
      <label htmlFor="voucher-code" className="voucher__label">
        Do you have a voucher or gift card?
      </label>
      <div className="voucher__row">
        <input
          ref={inputRef}
          id="voucher-code"
          name="code"
          className="voucher__input"
          value={code}
          maxLength={VOUCHER_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={dropped ? DROPPED_NOTE_ID : undefined}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
        />
        <button
          type="submit"
          className="btn btn-outline voucher__apply"
          disabled={isApplying || ordering.offline}
          aria-describedby={ordering.offline ? ordering.noteId : undefined}
        >
          Apply Code
        </button>
      </div>
      <OfflineOrderNote id={ordering.noteId} offline={ordering.offline} />
      {dropped && (
        <p id={DROPPED_NOTE_ID} className="voucher__dropped">
          {dropped.code} was removed: {dropped.reason}
        </p>
      )}
    </form>
  );
}
