import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useCheckoutReturn } from '@/features/checkout/use-checkout-return';
import { refreshAfterChange } from '@/features/company-changes/api/create-company-change';
import { CompanyChanges } from '@/features/company-changes/components/company-changes';
import { saveDocument } from '@/features/documents/api/download-document';
import { DocumentsVault } from '@/features/documents/components/documents-vault';
import { SharePacks } from '@/features/documents/components/share-packs';
import { downloadDocument } from '@/features/formation/api/download-document';
import { CompanyProfile } from '@/features/company-profile/components/company-profile';
import {
  LlcTabs,
  panelId,
  tabId,
  tabOf,
  type TLlcTab,
} from '@/features/company-profile/components/llc-tabs';
import { usePageTitle } from '@/lib/use-page-title';

const PANELS: Record<TLlcTab, ComponentType> = {
  profile: () => <CompanyProfile download={downloadDocument} />,
  documents: DocumentsVault,
  sharing: SharePacks,
  changes: () => <CompanyChanges download={saveDocument} />,
};

/** LLC Management (issue 20): the company's Profile, its Documents, Sharing and Changes, as tabs in the address. */
export const Component = () => {
  usePageTitle('LLC Management');
  const [search, setSearch] = useSearchParams();
  // Back from paying for a change (the checkout returns here with ?session_id and no tab).
  const tab = tabOf(search.get('tab') ?? (search.get('session_id') ? 'changes' : null));
  const client = useQueryClient();
  const paid = useCallback(() => void refreshAfterChange(client), [client]);
  useCheckoutReturn(paid);
  const select = (next: TLlcTab) =>
    setSearch((now) => {
      now.set('tab', next);
      now.delete('change');
      return now;
    });
  const Panel = PANELS[tab];
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">LLC Management</h1>
        <p className="mt-1 text-slate-600">Everything about your company, in one place.</p>
      </div>
      <LlcTabs current={tab} onSelect={select} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0}>
        <Panel />
      </div>
    </div>
  );
};
