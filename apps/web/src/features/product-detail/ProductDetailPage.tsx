import { useParams } from 'react-router-dom';
import { useProducts } from '../../shared/api/get-products';
import { Loader } from '../../shared/ui/Loader';
import { ProductNotFound } from '../../shared/ui/ProductNotFound';
import { ProductDetail } from './ProductDetail';

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data: products = [], isPending } = useProducts();

  if (isPending) return <Loader label="Loading product" fullScreen />;
  // Ids are hexadecimal; the API sends them lower-cased, a typed link may not be.
  const product = products.find((candidate) => candidate._id === id.toLowerCase());
  return product ? <ProductDetail product={product} /> : <ProductNotFound />;
}
