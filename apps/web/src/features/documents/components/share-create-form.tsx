import { useState, type FormEvent } from 'react';
import {
  SHARE_MAX_DAYS,
  SHARE_MIN_DAYS,
  ZShareCreateBody,
  type TVaultDocument,
} from '@charterline/shared/schemas/documents';
import { Button } from '@/components/ui/button';
import { FieldMessage, Input } from '@/components/ui/input';
import { errorsByField, SOMETHING_WENT_WRONG } from '@/lib/form-errors';
import { useCreateShare } from '../api/manage-share';
import { ShareNewLink } from './share-new-link';

type TErrors = Partial<Record<'documentIds' | 'expiresInDays' | 'label' | 'form', string>>;

/** The fields the API's errors stand next to; what names none goes above the button. */
const FIELDS = ['documentIds', 'expiresInDays', 'label'];

/** "Create a share link": documents, who it is for, how many days; the URL is shown once. */
export const ShareCreateForm = ({ documents }: { documents: TVaultDocument[] }) => {
  const create = useCreateShare();
  const [picked, setPicked] = useState<string[]>([]);
  const [label, setLabel] = useState('');
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<TErrors>({});

  const toggle = (id: string) =>
    setPicked((old) => (old.includes(id) ? old.filter((x) => x !== id) : [...old, id]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZShareCreateBody.safeParse({
      documentIds: picked,
      label,
      expiresInDays: Number(days),
    });
    if (!parsed.success) {
      const out: TErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof TErrors;
        out[key] ??= issue.message;
      }
      setErrors(out);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setPicked([]);
        setLabel('');
      },
      onError: (error) =>
        setErrors(errorsByField(error, FIELDS, { fallback: SOMETHING_WENT_WRONG })),
    });
  };

  return (
    <section
      aria-labelledby="share-create"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="share-create" className="font-semibold text-slate-900">
        Create a share link
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        For a bank or an accountant: they open the documents without an account until the link
        expires. Every opening is logged.
      </p>
      {create.data?.url ? <ShareNewLink url={create.data.url} /> : null}
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <fieldset aria-describedby={errors.documentIds ? 'share-docs-error' : undefined}>
          <legend className="text-sm font-medium text-slate-700">Documents</legend>
          <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
            {documents.map((doc) => (
              <li key={doc.id}>
                <label className="flex items-start gap-2 rounded-lg p-2 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4"
                    checked={picked.includes(doc.id)}
                    onChange={() => toggle(doc.id)}
                  />
                  <span className="min-w-0 break-words text-slate-900">{doc.title}</span>
                </label>
              </li>
            ))}
          </ul>
          <FieldMessage inputId="share-docs" error={errors.documentIds} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <Input
            label="Who is it for?"
            placeholder="Chase Bank"
            value={label}
            maxLength={100}
            onChange={(e) => setLabel(e.target.value)}
            error={errors.label}
          />
          <Input
            label="Days it lasts"
            type="number"
            min={SHARE_MIN_DAYS}
            max={SHARE_MAX_DAYS}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            error={errors.expiresInDays}
            hint={`${SHARE_MIN_DAYS} to ${SHARE_MAX_DAYS}`}
          />
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" loading={create.isPending}>
          Create the link
        </Button>
      </form>
    </section>
  );
};
