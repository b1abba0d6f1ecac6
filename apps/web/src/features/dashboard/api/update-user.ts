import { endpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';

export type UpdateUserInput = EndpointInput<typeof endpoints.updateUser>;

/** POST /updateuser: the server changes only the session's own account. */
export const updateUser = (input: UpdateUserInput) => callEndpoint(endpoints.updateUser, input);

export const useUpdateUser = () => useMutation({ mutationFn: updateUser });
