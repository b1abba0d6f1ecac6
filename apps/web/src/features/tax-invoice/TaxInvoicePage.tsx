import { NOT_A_SALE_MESSAGE } from '@gymfuel/contracts';
import { useParams } from 'react-router-dom';
import { isMissingAnswer } from '../../shared/api/api-error';
import { isOrderId } from '../../shared/api/get-order';
import { SignedInOnly } from '../../shared/auth/SignedInOnly';
import { OrderUnavailable } from '../../shared/orders/OrderUnavailable';
import { Loader } from '../../shared/ui/Loader';
import { useInvoice } from './api/get-invoice';
import { InvoiceMissing } from './InvoiceMissing';
import { TaxInvoiceView } from './TaxInvoiceView';

function InvoiceOrNotice({ orderId }: { orderId: string | undefined }) {
  const { data: invoice, error, refetch, isFetching } = useInvoice(orderId);
  // An order without an invoice is answered as missing too (404); a refunded second payment's
  // 404 says it was never a sale.
  if (!isOrderId(orderId) || isMissingAnswer(error)) {
    return <InvoiceMissing notASale={error?.message === NOT_A_SALE_MESSAGE} />;
  }
  if (invoice) return <TaxInvoiceView orderId={orderId} invoice={invoice} />;
  if (error) {
    return (
      <OrderUnavailable
        message="This invoice could not be loaded right now."
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
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
