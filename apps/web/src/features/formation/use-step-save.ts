import { useState } from 'react';
import type { z } from 'zod';
import { useSaveCompanyStep } from './api/save-company-step';
import { checkWith, serverFieldErrors, type TFieldErrors } from './form-errors';

/**
 * A formation step's save: checks the answers with the shared schema (field errors, no
 * call), then posts them; the server's field errors land on the same fields.
 */
export const useStepSave = <T extends z.ZodType>(
  schema: T,
  path: string,
  next: () => void,
  successText?: string,
) => {
  const save = useSaveCompanyStep<unknown>(path, successText);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const submit = (body: unknown, extra: TFieldErrors = {}) => {
    const checked = checkWith(schema, body);
    const all = { ...(checked.ok ? {} : checked.errors), ...extra };
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    save.mutate(checked.ok ? checked.data : body, {
      onSuccess: next,
      onError: (e) => setErrors(serverFieldErrors(e)),
    });
  };
  return { submit, errors, setErrors, busy: save.isPending };
};
