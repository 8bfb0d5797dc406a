import { screen } from '@testing-library/react';
import { DocumentsVault } from '@/features/documents/components/documents-vault';
import { stubXhr } from './fake-xhr';
import { signIn } from './fixtures';
import { mockApi, type TMockAnswer } from './mock-api';
import { renderInRouter } from './render-in-router';
import { ARTICLES, vaultDocument } from './vault-fixtures';

export const BASE = '/client/company/v7/documents';
export const STATEMENT = vaultDocument();
const PAGE = '/dashboard/llc-management';

/** The vault as its tab shows it, under a router whose URL the test reads. */
export const renderVault = (search = '?tab=documents') =>
  renderInRouter([{ path: PAGE, element: <DocumentsVault /> }], `${PAGE}${search}`);

export const vaultRoutes = (extra: Record<string, TMockAnswer | (() => TMockAnswer)> = {}) => ({
  [`GET ${BASE}`]: { data: [STATEMENT, ARTICLES] },
  [`GET ${BASE}/usage`]: { data: { usedBytes: 300 * 1024 * 1024, quotaBytes: 1024 ** 3 } },
  ...extra,
});

/** The vault listed, with uploads recorded instead of sent. */
export const uploadReady = async () => {
  signIn();
  const xhr = stubXhr();
  mockApi(vaultRoutes());
  renderVault();
  await screen.findByRole('rowheader', { name: /Articles of organization/ });
  return xhr;
};

export const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
