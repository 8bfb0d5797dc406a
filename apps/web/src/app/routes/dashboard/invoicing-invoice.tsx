import { useParams } from 'react-router';
import { InvoiceDetail } from '@/features/invoicing/components/invoice-detail';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/invoicing/:id — one invoice, its actions and its history. */
export const Component = () => {
  usePageTitle('Invoice');
  const { id = '' } = useParams();
  return <InvoiceDetail key={id} id={id} />;
};
