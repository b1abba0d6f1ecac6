import { type Role, type StaffMember, adminStaffEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../../shared/auth/auth-context';

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

/**
 * POST /admin/staff/role: grant (staff, owner) or revoke (customer); the list is read again. An
 * owner who changed their own role is read again too, so the console shows what they may open now
 * (the API already refuses them the owners' screens).
 */
export function useSetRole() {
  const queryClient = useQueryClient();
  const { user, refreshUser } = useAuth();
  return useSingleFlightMutation<StaffMember, RoleRequest>({
    mutationFn: async (request) =>
      (await callEndpoint(adminStaffEndpoints.setStaffRole, request)).data,
    onSuccess: (member) => (member._id === user?._id ? refreshUser() : undefined),
    onSettled: () => queryClient.invalidateQueries(staffQueryOptions()),
  });
}
