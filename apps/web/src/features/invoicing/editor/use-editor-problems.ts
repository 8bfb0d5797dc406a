import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { friendlyMessage } from '@charterline/shared/error-display';
import { ApiError } from '@/lib/api-client';
import { fieldOfPath, type TEditorValues } from './form';

/**
 * The invoice form's problems: each next to its field (the first one focused), what names no
 * field in words above the buttons.
 */
export const useEditorProblems = (form: UseFormReturn<TEditorValues>) => {
  // A problem said before a new draft moved to its edit page (a refused send) is still shown.
  const carried = (useLocation().state as { problem?: string } | null)?.problem ?? null;
  const [problem, setProblem] = useState<string | null>(carried);

  const place = (problems: Record<string, string>) => {
    let first: string | null = null;
    for (const [field, message] of Object.entries(problems)) {
      if (field === 'root') {
        setProblem(message);
        continue;
      }
      form.setError(field as Path<TEditorValues>, { type: 'server', message });
      first ??= field;
    }
    if (first === 'customerId') document.getElementById('customerId')?.focus();
    else if (first) form.setFocus(first as Path<TEditorValues>);
  };

  /** The API's refusal: its field errors on their fields, else its message. */
  const placeApiError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      place({ root: 'Something went wrong. Please try again.' });
      return;
    }
    const problems: Record<string, string> = {};
    for (const e of error.errors) {
      problems[fieldOfPath(e.field)] ??= friendlyMessage(e.message || e.code);
    }
    if (Object.keys(problems).length === 0) problems.root = friendlyMessage(error.message);
    place(problems);
  };

  return { problem, setProblem, place, placeApiError };
};
