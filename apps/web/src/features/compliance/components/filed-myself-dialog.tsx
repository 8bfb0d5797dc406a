import { useId, useState, type FormEvent } from 'react';
import {
  FILED_ON_FUTURE_MESSAGE,
  FILED_ON_MESSAGE,
  type TObligation,
} from '@charterline/shared/schemas/compliance';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldMessage, Input } from '@/components/ui/input';
import { errorsByField, SOMETHING_WENT_WRONG } from '@/lib/form-errors';
import { localToday } from '@/lib/local-today';
import { toast } from '@/lib/toast';
import { useResolveObligation } from '../api/resolve-obligation';
import { proofProblem, readProof } from '../read-proof';

/** The body's fields, each shown by its input; the API's other errors go above the buttons. */
const FIELDS = ['filedOn', 'proof'];

/** "I filed it myself": the date (today unless said), and a proof of filing if they have one. */
export const FiledMyselfDialog = ({
  obligation,
  onClose,
}: {
  obligation: TObligation;
  onClose: () => void;
}) => {
  const today = localToday();
  const proofId = useId();
  const [filedOn, setFiledOn] = useState(today);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const resolve = useResolveObligation(obligation.id);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!filedOn) found.filedOn = FILED_ON_MESSAGE;
    else if (filedOn > today) found.filedOn = FILED_ON_FUTURE_MESSAGE;
    const problem = file ? proofProblem(file) : null;
    if (problem) found.proof = problem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const proof = file ? await readProof(file).catch(() => null) : undefined;
    if (proof === null) {
      setErrors({ proof: 'The file could not be read. Choose it again.' });
      return;
    }
    resolve.mutate(
      { action: 'filed', body: { filedOn, ...(proof ? { proof } : {}) } },
      {
        onSuccess: (o) => {
          toast.success(
            o.status === 'filed_late'
              ? `${o.title} marked as filed late.`
              : `${o.title} marked as filed.`,
          );
          onClose();
        },
        onError: (error) =>
          setErrors(errorsByField(error, FIELDS, { fallback: SOMETHING_WENT_WRONG })),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="I filed it myself"
      description={`${obligation.title} ${obligation.period}: tell us when, and keep the proof here if you have it.`}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Input
          label="Date filed"
          type="date"
          max={today}
          value={filedOn}
          onChange={(e) => setFiledOn(e.target.value)}
          error={errors.filedOn}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={proofId} className="text-sm font-medium text-slate-700">
            Proof of filing (optional)
          </label>
          <input
            id={proofId}
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            aria-invalid={errors.proof ? true : undefined}
            aria-describedby={errors.proof ? `${proofId}-error` : `${proofId}-hint`}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
          />
          <FieldMessage
            inputId={proofId}
            error={errors.proof}
            hint="PDF, PNG or JPEG, up to 5 MB"
          />
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button appearance="outlined" variant="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={resolve.isPending}>
            Mark as filed
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
