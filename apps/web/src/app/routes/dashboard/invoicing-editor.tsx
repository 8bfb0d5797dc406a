import { useParams } from 'react-router';
import { InvoiceEditorPage } from '@/features/invoicing/editor/components/invoice-editor-page';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/invoicing/new and /dashboard/invoicing/:id/edit (a draft), issue 21. */
export const Component = () => {
  const { id } = useParams();
  usePageTitle(id ? 'Edit invoice' : 'New invoice');
  // The key starts a fresh form when the address names another invoice.
  return <InvoiceEditorPage key={id ?? 'new'} invoiceId={id} />;
};
