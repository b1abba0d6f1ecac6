import { VOUCHER_CODE_MAX_LENGTH } from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';

interface VoucherFormProps {
  onApply: (code: string) => void;
  isApplying: boolean;
}

/** The voucher field; what is typed is forced to upper case (docs/product.md#vouchers). */
export function VoucherForm({ onApply, isApplying }: VoucherFormProps) {
  const [code, setCode] = useState('');

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
          id="voucher-code"
          name="code"
          className="voucher__input"
          value={code}
          maxLength={VOUCHER_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
        />
        <button type="submit" className="btn btn-outline voucher__apply" disabled={isApplying}>
          Apply Code
        </button>
      </div>
    </form>
  );
}
