import { useParams } from 'react-router-dom';
import { ApiError } from '../../shared/api/api-error';
import { isOrderId } from '../../shared/api/get-order';
import { SignedInOnly } from '../../shared/auth/SignedInOnly';
import { Loader } from '../../shared/ui/Loader';
import { useInvoice } from './api/get-invoice';
import { InvoiceMissing } from './InvoiceMissing';
import { TaxInvoiceView } from './TaxInvoiceView';

/** The API answers an order without an invoice, and anyone else's, as missing (404). */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function InvoiceOrNotice({ orderId }: { orderId: string | undefined }) {
  const { data: invoice, error, refetch, isFetching } = useInvoice(orderId);
  if (!isOrderId(orderId) || isMissing(error)) return <InvoiceMissing />;
  if (invoice) return <TaxInvoiceView orderId={orderId} invoice={invoice} />;
  if (error) {
    return (
      <section className="order-unavailable page" role="alert">
        <p>This invoice could not be loaded right now.</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          Try again
        </button>
      </section>
    );
  }
  return <Loader fullScreen label="Loading your invoice" />;
}

/** /orders/invoice/{orderId}: an order's GST tax invoice (docs/product.md#tax-invoices). */
export function TaxInvoicePage() {
  const { id } = useParams();
  return (
    <SignedInOnly>
      <InvoiceOrNotice orderId={id} />
    </SignedInOnly>
  );
}
