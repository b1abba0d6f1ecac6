import { contactEndpoints } from '@gymfuel/contracts';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';

export type ContactInput = EndpointInput<typeof contactEndpoints.contact>;

export const sendContact = (input: ContactInput) => callEndpoint(contactEndpoints.contact, input);

/** One message at a time, so a double click on Send records it once. */
export const useSendContact = () => useSingleFlightMutation({ mutationFn: sendContact });
