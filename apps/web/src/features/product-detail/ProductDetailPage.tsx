import { useParams } from 'react-router-dom';
import { useProducts } from '../../shared/api/get-products';
import { pageTitle } from '../../shared/routing/page-title';
import { usePageTitle } from '../../shared/routing/usePageTitle';
import { Loader } from '../../shared/ui/Loader';
import { ProductNotFound } from '../../shared/ui/ProductNotFound';
import { ProductDetail } from './ProductDetail';

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data: products = [], isPending } = useProducts();
  // Ids are hexadecimal; the API sends them lower-cased, a typed link may not be.
  const product = products.find((candidate) => candidate._id === id.toLowerCase());
  usePageTitle(pageTitle(product?.title ?? (isPending ? 'Product' : 'Product not found')));

  if (isPending) return <Loader label="Loading product" fullScreen />;
  return product ? <ProductDetail product={product} /> : <ProductNotFound />;
}
