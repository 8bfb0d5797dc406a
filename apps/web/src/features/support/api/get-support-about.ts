import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSupportAboutKind, TSupportAboutPreview } from '@charterline/shared/schemas/support';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { supportPath } from './paths';

export type TSupportAboutRef = { kind: TSupportAboutKind; id: string };

/** GET …/support/about?kind=&id=: the label of what a new ticket is about, and its category. */
export const supportAboutQueryOptions = (about: TSupportAboutRef) =>
  queryOptions({
    queryKey: queryKeys.supportAbout.detail(`${about.kind}:${about.id}`),
    queryFn: ({ signal }) =>
      apiRequest<TSupportAboutPreview>(
        `${supportPath('about')}?${new URLSearchParams(about).toString()}`,
        { signal },
      ),
    // A 404 (not the company's, or gone) is said quietly beside the form, not in a toast.
    meta: { silent: true },
  });

export const useSupportAbout = (about: TSupportAboutRef | null) =>
  useQuery({
    ...supportAboutQueryOptions(about ?? { kind: 'service', id: '' }),
    enabled: about !== null,
  });
