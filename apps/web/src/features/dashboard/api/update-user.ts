import { usersEndpoints } from '@gymfuel/contracts';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';

export type UpdateUserInput = EndpointInput<typeof usersEndpoints.updateUser>;

/** POST /updateuser: the server changes only the session's own account. */
export const updateUser = (input: UpdateUserInput) =>
  callEndpoint(usersEndpoints.updateUser, input);

export const useUpdateUser = () =>
  useSingleFlightMutation<Awaited<ReturnType<typeof updateUser>>, UpdateUserInput>({
    mutationFn: updateUser,
  });
