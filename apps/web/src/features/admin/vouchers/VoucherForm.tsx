import {
  toValidationDetails,
  VOUCHER_CODE_MAX_LENGTH,
  voucherBodySchema,
  type AdminVoucher,
} from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { fieldProblemsFrom } from '../../../shared/forms/field-problems';
import { useFieldProblems } from '../../../shared/forms/useFieldProblems';
import { TextField } from '../../../shared/ui/TextField';
import {
  editFailureOf,
  isEditedMeanwhile,
  typedDifferences,
  type UnsavedField,
} from '../edited-meanwhile';
import { SaveOrReload, UnsavedTyping } from '../EditedMeanwhile';
import { adminVouchersQueryOptions, useSaveVoucher } from './api/vouchers';
import { draftOf, NEW_VOUCHER_DRAFT, voucherRequestOf, type VoucherDraft } from './voucher-draft';

/** Every field in screen order, with its label (problems are named by it). */
const LABELS = {
  code: 'Code',
  discountPercentage: 'Discount (%)',
  minOrderValue: 'Minimum order (₹)',
  maxDiscount: 'Maximum discount (₹)',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  usageLimit: 'Uses in total',
  perCustomerLimit: 'Uses per shopper',
} as const;
type TextFieldName = keyof typeof LABELS;

const fieldId = (field: TextFieldName) => `voucher-${field}`;

/** Every field an edit sets, as a reload over someone else's save lists what was typed. */
const DRAFT_LABELS: Record<keyof VoucherDraft, string> = {
  ...LABELS,
  firstOrderOnly: 'First order only',
};
const shownValueOf = (draft: VoucherDraft, field: keyof VoucherDraft) =>
  field === 'firstOrderOnly' ? (draft.firstOrderOnly ? 'Yes' : 'No') : draft[field].trim();

/** How each field is typed: numbers open the number keypad, days the date picker. */
const INPUTS: Record<
  TextFieldName,
  { type: string; inputMode?: 'numeric' | 'decimal'; step?: string }
> = {
  code: { type: 'text' },
  discountPercentage: { type: 'number', inputMode: 'decimal', step: 'any' },
  minOrderValue: { type: 'number', inputMode: 'decimal', step: '0.01' },
  maxDiscount: { type: 'number', inputMode: 'decimal', step: '0.01' },
  validFrom: { type: 'date' },
  validUntil: { type: 'date' },
  usageLimit: { type: 'number', inputMode: 'numeric', step: '1' },
  perCustomerLimit: { type: 'number', inputMode: 'numeric', step: '1' },
};

interface VoucherFormProps {
  /** The voucher being edited; a new one when absent. */
  editing?: AdminVoucher;
  onSaved: (voucher: AdminVoucher) => void;
  onCancel: () => void;
}

/** A new voucher, or an existing one's rules: the code names it and cannot change. */
export function VoucherForm({ editing, onSaved, onCancel }: VoucherFormProps) {
  const titleId = useId();
  // The stored voucher the edit is based on: the one opened, or the one reloaded after someone
  // else saved it meanwhile.
  const [basis, setBasis] = useState(editing);
  const [draft, setDraft] = useState<VoucherDraft>(() =>
    editing ? draftOf(editing) : NEW_VOUCHER_DRAFT,
  );
  // What the operator had typed that the reloaded version does not say, kept in sight.
  const [unsaved, setUnsaved] = useState<UnsavedField[]>([]);
  const problems = useFieldProblems(LABELS, fieldId);
  const save = useSaveVoucher();
  const queryClient = useQueryClient();
  const reload = useSingleFlightMutation<AdminVoucher | undefined, string>({
    mutationFn: async (code) =>
      (await queryClient.fetchQuery({ ...adminVouchersQueryOptions(), staleTime: 0 })).find(
        (voucher) => voucher.code === code,
      ),
    onSuccess: (fresh) => {
      if (fresh === undefined) return;
      setUnsaved(typedDifferences(DRAFT_LABELS, shownValueOf, draft, draftOf(fresh)));
      setBasis(fresh);
      setDraft(draftOf(fresh));
      save.reset();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = voucherBodySchema.safeParse(voucherRequestOf(draft, basis));
    if (!parsed.success) {
      problems.show(fieldProblemsFrom(toValidationDetails(parsed.error), LABELS));
      return;
    }
    problems.show({});
    save.mutate(
      { body: parsed.data, edited: basis },
      { onSuccess: onSaved, onError: (error) => problems.showFrom(error) },
    );
  };

  const change = (field: keyof VoucherDraft, value: string | boolean) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'firstOrderOnly') problems.clear(field);
  };
  const named = Object.values(problems.problems).some(Boolean);
  const failure = editFailureOf(save, reload, named);
  return (
    <section className="admin-tool voucher-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-tool__title">
        {editing ? `Edit ${editing.code}` : 'New voucher'}
      </h2>
      <p className="admin-tool__text">
        Leave a rule empty for none. Dates are India days: the code applies from the start of 'Valid
        from' to the end of 'Valid until'.
      </p>
      <form
        className="voucher-form__fields"
        onSubmit={onSubmit}
        aria-label={editing ? `Edit ${editing.code}` : 'New voucher'}
        noValidate
      >
        {(Object.keys(LABELS) as TextFieldName[]).map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            label={LABELS[field]}
            name={field}
            {...INPUTS[field]}
            {...(field === 'code'
              ? {
                  maxLength: VOUCHER_CODE_MAX_LENGTH,
                  autoCapitalize: 'characters',
                  autoComplete: 'off',
                  spellCheck: false,
                  disabled: editing !== undefined,
                }
              : {})}
            value={draft[field]}
            problem={problems.problems[field]}
            onValueChange={(value) => change(field, field === 'code' ? value.toUpperCase() : value)}
          />
        ))}
        <label className="voucher-form__check">
          <input
            type="checkbox"
            name="firstOrderOnly"
            checked={draft.firstOrderOnly}
            onChange={(event) => change('firstOrderOnly', event.target.checked)}
          />
          First order only
        </label>
        <UnsavedTyping noun="voucher" unsaved={unsaved} />
        <div className="voucher-form__actions">
          <SaveOrReload
            noun="voucher"
            submitLabel={basis ? 'Save changes' : 'Create voucher'}
            saving={save.isPending}
            editedMeanwhile={!!basis && isEditedMeanwhile(save.error)}
            reloading={reload.isPending}
            onReload={() => {
              if (basis) reload.mutate(basis.code);
            }}
          />
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
      {failure && (
        <p className="admin-tool__outcome admin-tool__outcome--problem" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
