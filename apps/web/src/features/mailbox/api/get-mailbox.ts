import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMailbox } from '@charterline/shared/schemas/mail';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { mailPath } from './paths';

/** GET …/mail/mailbox: the address (while active), the plan and the prices. */
export const mailboxQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mailbox.detail('current'),
    queryFn: ({ signal }) => apiRequest<TMailbox>(mailPath('mailbox'), { signal }),
  });

export const useMailbox = () => useQuery(mailboxQueryOptions());
