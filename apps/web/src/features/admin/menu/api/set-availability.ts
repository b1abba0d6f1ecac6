import { type Product, adminProductsEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';
import { showSavedProduct } from './product-cache';

export interface AvailabilityRequest {
  productId: string;
  available: boolean;
}

/** PUT /admin/products/:productId/availability: the 'Available' toggle (owners only). */
export async function setAvailability(request: AvailabilityRequest): Promise<Product> {
  const { data } = await callEndpoint(adminProductsEndpoints.setProductAvailability, request);
  return data;
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<Product, AvailabilityRequest>({
    mutationFn: setAvailability,
    onSuccess: (saved) => showSavedProduct(queryClient, saved),
  });
}
