import { type AdminGym, type AdminSlot, adminDeliveryEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../../shared/api/client';
import { getGymRecordsQueryOptions } from '../../../../shared/api/get-gym-records';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';
import { adminSlotsKey, DELIVERY_ADMIN_KEY } from './delivery-settings';

export type GymHoursRequest = EndpointInput<typeof adminDeliveryEndpoints.setGymHours>;
export type SlotCapacityRequest = EndpointInput<typeof adminDeliveryEndpoints.setSlotCapacity>;

/** PUT /admin/delivery/hours: the gym's slots change, and so do the shop's gym records. */
export function useSetGymHours() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<AdminGym, GymHoursRequest>({
    mutationFn: async (request) =>
      (await callEndpoint(adminDeliveryEndpoints.setGymHours, request)).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DELIVERY_ADMIN_KEY }),
        queryClient.invalidateQueries({ queryKey: getGymRecordsQueryOptions().queryKey }),
      ]),
  });
}

/** PUT /admin/delivery/default-capacity: every slot without its own capacity changes. */
export function useSetDefaultCapacity() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<{ capacity: number }, { capacity: number }>({
    mutationFn: async (request) =>
      (await callEndpoint(adminDeliveryEndpoints.setDefaultCapacity, request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERY_ADMIN_KEY }),
  });
}

/** PUT /admin/delivery/capacity: one slot of one day changes. */
export function useSetSlotCapacity() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<AdminSlot, SlotCapacityRequest>({
    mutationFn: async (request) =>
      (await callEndpoint(adminDeliveryEndpoints.setSlotCapacity, request)).data,
    onSuccess: (_slot, { gym, date }) =>
      queryClient.invalidateQueries({ queryKey: adminSlotsKey(gym, date) }),
  });
}
