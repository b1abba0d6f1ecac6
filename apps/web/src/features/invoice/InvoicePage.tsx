import { useParams } from 'react-router-dom';
import { ProductNotFound } from '../../shared/ui/ProductNotFound';
import { findDemoInvoiceProduct } from './demo-invoice';
import { InvoiceView } from './InvoiceView';

/** /reciept/{id}: the spec's static demo invoice for sample products 1 to 9. */
export function InvoicePage() {
  const { id } = useParams();
  const product = findDemoInvoiceProduct(id);
  // Keyed by product so the random tax fee is drawn once per product shown.
  return product ? <InvoiceView key={product.id} product={product} /> : <ProductNotFound />;
}
