import { useState } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LoadError } from '../../../shared/ui/LoadError';
import { Loader } from '../../../shared/ui/Loader';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { useAdminVouchers, useDeactivateVoucher } from './api/vouchers';
import { VoucherCard } from './VoucherCard';
import { VoucherForm } from './VoucherForm';
import './vouchers.css';

/** Which form is open: none, a new voucher, or the code being edited. */
type Editing = null | { kind: 'new' } | { kind: 'edit'; code: string };

/** 'Vouchers' (owner): list with uses, create, edit and deactivate. */
export default function VouchersScreen() {
  const vouchers = useAdminVouchers();
  const deactivate = useDeactivateVoucher();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const edited =
    editing?.kind === 'edit'
      ? vouchers.data?.find((voucher) => voucher.code === editing.code)
      : undefined;
  const open = (next: Editing) => {
    setNotice(null);
    deactivate.reset();
    setEditing(next);
  };
  const confirmDeactivate = () => {
    if (confirming === null) return;
    deactivate.mutate(confirming, {
      onSuccess: (voucher) => setNotice(`Voucher ${voucher.code} deactivated.`),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <ConsoleScreenFrame
      title="Vouchers"
      lead="The codes shoppers enter in the cart, their rules and how often they were used."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => open({ kind: 'new' })}>
          New voucher
        </button>
      }
    >
      <div className="voucher-admin">
        {editing !== null && (editing.kind === 'new' || edited) && (
          <VoucherForm
            key={editing.kind === 'new' ? 'new' : editing.code}
            editing={edited}
            onCancel={() => setEditing(null)}
            onSaved={(voucher) => {
              setEditing(null);
              setNotice(`Voucher ${voucher.code} ${editing.kind === 'new' ? 'created' : 'saved'}.`);
            }}
          />
        )}
        {notice && (
          <p className="admin-tool__outcome" role="status">
            {notice}
          </p>
        )}
        {deactivate.isError && (
          <p className="admin-tool__outcome admin-tool__outcome--problem" role="alert">
            {failureMessageOf(deactivate.error)}
          </p>
        )}
        {vouchers.isPending && <Loader />}
        {vouchers.isError && (
          <LoadError
            message="The vouchers could not be loaded."
            onRetry={() => void vouchers.refetch()}
            isRetrying={vouchers.isFetching}
          />
        )}
        {vouchers.data && (
          <ul className="voucher-admin__list" aria-label="Vouchers">
            {vouchers.data.map((voucher) => (
              <VoucherCard
                key={voucher.code}
                voucher={voucher}
                onEdit={() => open({ kind: 'edit', code: voucher.code })}
                onDeactivate={() => {
                  open(null);
                  setConfirming(voucher.code);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      {confirming !== null && (
        <ConfirmDialog
          message={`Deactivate ${confirming}? Shoppers who enter it will be told it is not active.`}
          busy={deactivate.isPending}
          onConfirm={confirmDeactivate}
          onCancel={() => setConfirming(null)}
        />
      )}
    </ConsoleScreenFrame>
  );
}
