import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicShare } from '@charterline/shared/schemas/documents';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';

const publicPath = (token: string) => `/client/public/v1/shares/${encodeURIComponent(token)}`;

/** A shared document's address: a plain link, no account (the token is the secret). */
export const sharedDocumentUrl = (token: string, documentId: string, inline = false): string =>
  `${env.API_URL}${publicPath(token)}/documents/${documentId}${inline ? '?inline=1' : ''}`;

export const publicShareQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public-share', token] as const,
    queryFn: ({ signal }) => apiRequest<TPublicShare>(publicPath(token), { signal, auth: false }),
    // The page itself says a link expired or failed to load: no toast on top.
    meta: { silent: true },
  });

export const usePublicShare = (token: string) => useQuery(publicShareQueryOptions(token));
