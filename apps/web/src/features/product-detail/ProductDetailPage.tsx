import { useParams } from 'react-router-dom';
import { useProducts } from '../../shared/api/get-products';
import { pageHead, productHead } from '../../shared/routing/page-head';
import { usePageHead } from '../../shared/routing/usePageHead';
import { LoadError } from '../../shared/ui/LoadError';
import { Loader } from '../../shared/ui/Loader';
import { ProductNotFound } from '../../shared/ui/ProductNotFound';
import { ProductDetail } from './ProductDetail';

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const catalogue = useProducts();
  const { data: products = [], isPending, isError } = catalogue;
  // Ids are hexadecimal; the API sends them lower-cased, a typed link may not be.
  const product = products.find((candidate) => candidate._id === id.toLowerCase());
  usePageHead(
    product
      ? productHead(product)
      : pageHead(isPending || isError ? 'Product' : 'Product not found'),
  );

  if (isPending) return <Loader label="Loading product" fullScreen />;
  // A catalogue that could not be read says nothing about this product: offer to try again
  // rather than calling it not found.
  if (isError && !product) {
    return (
      <section className="page" aria-labelledby="product-load-error-title">
        <h1 id="product-load-error-title" className="page-title">
          Product
        </h1>
        <LoadError
          message="The product could not be loaded."
          onRetry={() => void catalogue.refetch()}
          isRetrying={catalogue.isFetching}
        />
      </section>
    );
  }
  return product ? <ProductDetail product={product} /> : <ProductNotFound />;
}
