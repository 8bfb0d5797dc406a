import { useQueryClient } from '@tanstack/react-query';
import { FileUp, Plus } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import {
  IMPORT_FILE_MESSAGE,
  IMPORT_MAX_BYTES,
  type TImport,
  type TLedgerAccount,
} from '@charterline/shared/schemas/accounting';
import { friendlyMessage } from '@charterline/shared/error-display';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/input';
import { ApiError, type TUploadProgress } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { AccountDialog } from '../bank-accounts/account-dialog';
import { uploadStatement } from '../api/imports';
import { NativeSelect } from '../components/native-select';
import { PointerHint } from '@/components/ui/pointer-hint';

const EXTENSIONS = ['.csv', '.ofx', '.qfx'];
const MB = 1024 * 1024;

/** What is wrong with a file before it goes up: its kind or its size; null when fine. */
export const fileProblem = (file: File): string | null => {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext))) return IMPORT_FILE_MESSAGE;
  if (file.size > IMPORT_MAX_BYTES)
    return `This file is ${Math.ceil(file.size / MB)} MB: statements up to ${IMPORT_MAX_BYTES / MB} MB can be imported. Export a shorter period.`;
  if (file.size === 0) return 'This file is empty.';
  return null;
};

const UploadBar = ({ progress }: { progress: TUploadProgress }) => {
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className="space-y-1">
      <p id="upload-progress-label" className="text-sm text-slate-700">
        Uploading… {percent}%
      </p>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
};

/**
 * Step 1: the account and the statement. The file is checked here first (kind, size), then
 * sent with its upload progress; the server's "could not read" shows by the field.
 */
export const FileStep = ({
  accounts,
  accountId,
  onAccount,
  onUploaded,
}: {
  accounts: TLedgerAccount[];
  accountId: string | null;
  onAccount: (id: string) => void;
  onUploaded: (answer: TImport) => void;
}) => {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const [progress, setProgress] = useState<TUploadProgress | null>(null);
  const [adding, setAdding] = useState(false);
  const [dragging, setDragging] = useState(false);
  const open = accounts.filter((a) => !a.archived);
  // The only account there is needs no choosing.
  const chosen = accountId ?? (open.length === 1 ? open[0]!.id : null);

  const choose = (next: File | null) => {
    setFile(next);
    setProblem(next ? fileProblem(next) : null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0] ?? null);
  };
  const upload = async () => {
    if (!chosen) return setAccountError('Choose the account this statement is from');
    if (!file) return setProblem('Choose your bank statement');
    const wrong = fileProblem(file);
    if (wrong) return setProblem(wrong);
    setProgress({ loaded: 0, total: file.size });
    try {
      const answer = await uploadStatement(chosen, file, setProgress);
      queryClient.setQueryData(queryKeys.ledgerImports.detail(answer.id), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.ledgerImports.lists() });
      onUploaded(answer);
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? friendlyMessage(error.message)
          : 'The upload failed. Please try again.',
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void upload();
        }}
        className="space-y-5"
      >
        {open.length > 0 ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="sm:w-80">
              <NativeSelect
                label="Account"
                value={chosen ?? ''}
                onChange={(e) => {
                  setAccountError(null);
                  onAccount(e.target.value);
                }}
                options={[
                  { value: '', label: 'Choose an account' },
                  ...open.map((a) => ({
                    value: a.id,
                    label: `${a.name}${a.last4 ? ` ••${a.last4}` : ''} (${a.currency})`,
                  })),
                ]}
                error={accountError ?? undefined}
              />
            </div>
            <Button appearance="plain" onClick={() => setAdding(true)}>
              <Plus size={18} aria-hidden="true" /> Add an account
            </Button>
          </div>
        ) : (
          <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
            <p className="text-sm text-slate-800">Add the account this statement is from first.</p>
            <Button className="mt-3" onClick={() => setAdding(true)}>
              <Plus size={18} aria-hidden="true" /> Add an account
            </Button>
          </div>
        )}
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center ${
            dragging
              ? 'border-brand-600 bg-brand-50'
              : problem
                ? 'border-red-400 bg-white'
                : 'border-slate-300 bg-white'
          }`}
        >
          <FileUp size={28} className="text-brand-700" aria-hidden="true" />
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
            Bank statement (CSV, OFX or QFX)
          </label>
          <p className="text-sm text-slate-600">
            <PointerHint fine="Drop the file here or choose it." touch="Choose the file." /> Up to{' '}
            {IMPORT_MAX_BYTES / MB} MB.
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,.ofx,.qfx,text/csv"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
          />
          {file && !problem ? (
            <p className="text-sm text-slate-700">
              {file.name} ·{' '}
              {file.size < MB
                ? `${Math.max(1, Math.round(file.size / 1024))} KB`
                : `${(file.size / MB).toFixed(1)} MB`}
            </p>
          ) : null}
          <FieldMessage inputId={inputId} error={problem ?? undefined} />
        </div>
        {progress ? <UploadBar progress={progress} /> : null}
        <div className="flex justify-end">
          <Button type="submit" loading={progress !== null}>
            Continue
          </Button>
        </div>
      </form>
      {/* Outside the form: React events bubble through the dialog's portal to the form. */}
      {adding ? (
        <AccountDialog
          account={null}
          onClose={() => setAdding(false)}
          onSaved={(saved) => onAccount(saved.id)}
        />
      ) : null}
    </>
  );
};
