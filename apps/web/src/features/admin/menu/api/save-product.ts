import { type Product, type ProductDraft, adminProductsEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';
import { showSavedProduct } from './product-cache';

export interface SaveProductRequest {
  /**
   * Absent for a new product (POST /admin/products), else the product as the form was filled
   * from (PUT): the server refuses the edit if that version is no longer the stored one.
   */
  edited?: Pick<Product, '_id' | 'version'>;
  draft: ProductDraft;
}

/** POST /admin/products or PUT /admin/products/:productId (owners only). */
export async function saveProduct({ edited, draft }: SaveProductRequest): Promise<Product> {
  const { data } =
    edited === undefined
      ? await callEndpoint(adminProductsEndpoints.createProduct, draft)
      : await callEndpoint(adminProductsEndpoints.updateProduct, {
          ...draft,
          version: edited.version,
          productId: edited._id,
        });
  return data;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<Product, SaveProductRequest>({
    mutationFn: saveProduct,
    onSuccess: (saved) => showSavedProduct(queryClient, saved),
  });
}
