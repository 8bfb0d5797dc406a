import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TForwardingAddress } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { mailPath } from './paths';

/** GET …/mail/forwarding-addresses: the saved addresses letters are forwarded to. */
export const forwardingAddressesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mailForwardingAddresses.lists(),
    queryFn: ({ signal }) =>
      apiRequest<TForwardingAddress[]>(mailPath('forwarding-addresses'), { signal }),
  });

export const useForwardingAddresses = (enabled = true) =>
  useQuery({ ...forwardingAddressesQueryOptions(), enabled });
