import { type Role, type StaffMember, adminStaffEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';

/** GET /admin/staff: owners, then staff. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: async ({ signal }) =>
      (await callEndpoint(adminStaffEndpoints.listStaff, undefined, { signal })).data,
    staleTime: 0,
  });

export const useStaff = () => useQuery(staffQueryOptions());

export interface RoleRequest {
  email: string;
  role: Role;
}

/** POST /admin/staff/role: grant (staff, owner) or revoke (customer); the list is read again. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<StaffMember, RoleRequest>({
    mutationFn: async (request) =>
      (await callEndpoint(adminStaffEndpoints.setStaffRole, request)).data,
    onSettled: () => queryClient.invalidateQueries(staffQueryOptions()),
  });
}
