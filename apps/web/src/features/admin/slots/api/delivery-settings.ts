import { type AdminSlot, type DeliverySettings, adminDeliveryEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';

/** Every query of this screen starts with it, so a change can invalidate them all. */
export const DELIVERY_ADMIN_KEY = ['admin', 'delivery'] as const;

/** GET /admin/delivery: the gyms with their hours, and the default capacity. */
export const deliverySettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...DELIVERY_ADMIN_KEY, 'settings'],
    queryFn: async ({ signal }): Promise<DeliverySettings> =>
      (await callEndpoint(adminDeliveryEndpoints.getDeliverySettings, undefined, { signal })).data,
  });

export const useDeliverySettings = () => useQuery(deliverySettingsQueryOptions());

export const adminSlotsKey = (gym: string, date: string) =>
  [...DELIVERY_ADMIN_KEY, 'slots', gym, date] as const;

/** GET /admin/delivery/slots: one day's slots at the gym, with capacity, booked and left. */
export const useAdminSlots = (gym: string, date: string) =>
  useQuery({
    queryKey: adminSlotsKey(gym, date),
    queryFn: async ({ signal }): Promise<AdminSlot[]> =>
      (await callEndpoint(adminDeliveryEndpoints.getAdminSlots, { gym, date }, { signal })).data,
  });
