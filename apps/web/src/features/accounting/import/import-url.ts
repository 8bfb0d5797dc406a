export const IMPORT_STEPS = [
  { key: 'file', label: 'File' },
  { key: 'columns', label: 'Columns' },
  { key: 'preview', label: 'Preview' },
  { key: 'import', label: 'Import' },
] as const;
export type TImportStep = (typeof IMPORT_STEPS)[number]['key'];

export const importStepOf = (value: string | null): TImportStep =>
  IMPORT_STEPS.find((s) => s.key === value)?.key ?? 'file';

export const IMPORT_PAGE = '/dashboard/accounting/import';

/** The wizard's address: the account, the upload and the step, so a reload keeps the place. */
export const importPathFor = (place: {
  account?: string | null;
  import?: string | null;
  step?: TImportStep;
}): string => {
  const params = new URLSearchParams();
  if (place.account) params.set('account', place.account);
  if (place.import) params.set('import', place.import);
  if (place.step && place.step !== 'file') params.set('step', place.step);
  const query = params.toString();
  return query ? `${IMPORT_PAGE}?${query}` : IMPORT_PAGE;
};
