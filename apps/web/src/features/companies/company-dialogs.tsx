import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ERROR_CATALOGUE } from '@charterline/shared/errors';
import { checkLlcName } from '@charterline/shared/rules/llc-name';
import {
  hasControlCharacter,
  NAME_CONTROL_MESSAGE,
  normaliseName,
} from '@charterline/shared/rules/name-text';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useCreateCompany } from './api/create-company';
import { useDeleteCompany } from './api/delete-company';
import { companyDisplayName } from './current-company';

/** What is wrong with a typed name, as the server would say it; undefined when fine. */
const nameProblem = (typed: string): string | undefined => {
  if (hasControlCharacter(typed)) return NAME_CONTROL_MESSAGE;
  const name = normaliseName(typed);
  if (!name) return ERROR_CATALOGUE.COMPANY_NAME_NOT_SPECIFIED.message;
  if (name.length > 120) return 'Use at most 120 characters.';
  return checkLlcName(name).errors[0]?.message;
};

/** "Create New Company": the name first, then the company (decision 0108). */
export const NewCompanyDialog = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (company: TCompanySummary) => void;
}) => {
  const create = useCreateCompany();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = nameProblem(name);
    setError(problem);
    if (problem) return;
    create.mutate(
      { companyName: normaliseName(name) },
      {
        onSuccess: onCreated,
        onError: (failure) => {
          if (failure instanceof ApiError) setError(failure.errors[0]?.message ?? failure.message);
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Create a new company"
      description="Name it now; you can change the name in its Company Information step."
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <Input
          label="Company name"
          value={name}
          autoFocus
          autoComplete="organization"
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint="We add “LLC” for you."
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" appearance="outlined" variant="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create company
          </Button>
        </div>
      </form>
    </Dialog>
  );
};

/** Deleting an unpaid, empty company, after saying what goes with it. */
export const DeleteCompanyDialog = ({
  company,
  onClose,
  onDeleted,
}: {
  company: TCompanySummary;
  onClose: () => void;
  onDeleted: () => void;
}) => {
  const remove = useDeleteCompany();
  // Issue 33 item 5: a company with records to keep is closed, not deleted (decision 0175).
  const [kept, setKept] = useState<string | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete ${companyDisplayName(company)}?`}
      description="Nothing was paid or ordered for this company. Its answers so far are deleted with it; this cannot be undone."
    >
      {kept ? (
        <div role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p>{kept}</p>
          <Link
            to="/dashboard/llc-management?tab=changes&change=CLOSURE"
            className="mt-2 inline-block font-semibold text-brand-700 underline"
            onClick={onClose}
          >
            Close the LLC instead
          </Link>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" appearance="outlined" variant="neutral" onClick={onClose}>
          Keep it
        </Button>
        <Button
          type="button"
          variant="danger"
          loading={remove.isPending}
          disabled={kept !== null}
          onClick={() =>
            remove.mutate(company.id, {
              onSuccess: onDeleted,
              onError: (failure) => {
                const records =
                  failure instanceof ApiError &&
                  failure.errors.find((e) => e.code === 'COMPANY_HAS_RECORDS');
                if (records) setKept(records.message);
                else onClose();
              },
            })
          }
        >
          Delete company
        </Button>
      </div>
    </Dialog>
  );
};
