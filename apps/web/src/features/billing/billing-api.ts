import { useQuery } from '@tanstack/react-query';
import type { TProduct } from '@charterline/shared/schemas/billing';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';
import { tokenStorage } from '@/lib/storage';

export type TReceiptRow = {
  id: string;
  number: string;
  issuedAt: string;
  total: number;
  currency: string;
  items: { name: string; amount: number }[];
};
export type TReceiptsPage = {
  content: TReceiptRow[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
};

export const useProducts = () =>
  useQuery({
    queryKey: ['billing', 'products'],
    queryFn: () => apiRequest<TProduct[]>('/client/v9/billing/products'),
  });

export const useReceipts = (page: number) =>
  useQuery({
    queryKey: ['billing', 'receipts', page],
    queryFn: () =>
      apiRequest<TReceiptsPage>(`/client/company/v7/receipts/paged?page=${page}&size=10`),
  });

/** Opens a receipt or invoice PDF in a new tab (fetched with the bearer token). */
export const openPdf = async (kind: 'receipt' | 'invoice', id: string): Promise<void> => {
  const win = window.open('', '_blank');
  const res = await fetch(`${env.API_URL}/client/company/v7/${kind}/${id}/download`, {
    headers: { authorization: `Bearer ${tokenStorage.getAccessToken() ?? ''}` },
  });
  if (!res.ok) {
    win?.close();
    throw new Error('The document could not be downloaded. Please try again.');
  }
  const url = URL.createObjectURL(await res.blob());
  if (win) win.location.href = url;
  else window.location.href = url;
};
