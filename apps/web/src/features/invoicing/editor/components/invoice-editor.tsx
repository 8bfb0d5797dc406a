import { useWatch } from 'react-hook-form';
import type { TInvoiceSettingsView } from '@charterline/shared/schemas/invoicing';
import { BackdatedDialog } from '../../components/backdated-dialog';
import { liveTotals, type TEditorValues } from '../form';
import { useInvoiceEditor } from '../use-invoice-editor';
import type { TPickedCustomer } from './customer-picker';
import { DiscountMemoFooter } from './discount-memo-footer';
import { EditorButtons } from './editor-buttons';
import { EditorTotals } from './editor-totals';
import { InvoiceDetailsSection } from './invoice-details-section';
import { LeaveGuard } from './leave-guard';
import { LineItems } from './line-items';

/**
 * The invoice form (issue 21): customer, currency, dates and terms, lines, discount, memo and
 * footer, with the totals the server will store shown live. Saves a draft (POST, then PATCH),
 * previews its PDF, or saves and sends it.
 */
export const InvoiceEditor = ({
  invoiceId,
  initial,
  customer,
  settings,
}: {
  invoiceId: string | undefined;
  initial: TEditorValues;
  customer: TPickedCustomer | null;
  settings: TInvoiceSettingsView | undefined;
}) => {
  const editor = useInvoiceEditor({ invoiceId, initial, customer });
  const { form, busy, askDates } = editor;
  const values = useWatch({ control: form.control }) as TEditorValues;
  const totals = liveTotals(values);

  return (
    <div className="space-y-6">
      <LeaveGuard dirty={form.formState.isDirty} allowLeave={editor.allowLeave} />
      <InvoiceDetailsSection
        form={form}
        values={values}
        customer={editor.customer}
        onPickCustomer={editor.pickCustomer}
      />

      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <LineItems form={form} totals={totals} currency={values.currency} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <DiscountMemoFooter form={form} values={values} settings={settings} />
        <EditorTotals totals={totals} currency={values.currency} />
      </div>

      <EditorButtons
        busy={busy}
        problem={editor.problem}
        onSave={() => void editor.saveDraft()}
        onPreview={() => void editor.previewPdf()}
        onSend={() => void editor.saveAndSend()}
      />
      {askDates ? (
        <BackdatedDialog
          invoice={askDates}
          action="send"
          pending={busy === 'send'}
          onChoose={(dates) => void editor.saveAndSend(dates)}
          onClose={editor.closeAskDates}
        />
      ) : null}
    </div>
  );
};
