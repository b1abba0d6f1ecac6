import { endpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';

export type ContactInput = EndpointInput<typeof endpoints.contact>;

export const sendContact = (input: ContactInput) => callEndpoint(endpoints.contact, input);

export const useSendContact = () => useMutation({ mutationFn: sendContact });
