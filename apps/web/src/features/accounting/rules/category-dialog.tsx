import { useState, type FormEvent } from 'react';
import {
  CATEGORY_TYPES,
  CATEGORY_TYPE_LABELS,
  FORM_5472_KINDS,
  FORM_5472_LABELS,
  ZCategoryInput,
  type TCategory,
  type TCategoryType,
  type TForm5472Kind,
} from '@charterline/shared/schemas/accounting';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorsByField } from '@/lib/form-errors';
import { useCreateCategory, usePatchCategory } from '../api/categories';

const FIELDS = ['name', 'type', 'form5472'];
const SELECT = 'h-11 rounded-lg border border-slate-300 bg-white px-3 text-base';

/** "Add a category" or rename one; owner types say which Form 5472 line they feed. */
export const CategoryDialog = ({
  category,
  onClose,
}: {
  category: TCategory | null;
  onClose: () => void;
}) => {
  const [name, setName] = useState(category?.name ?? '');
  const [type, setType] = useState<TCategoryType>(category?.type ?? 'expense');
  const [form5472, setForm5472] = useState<TForm5472Kind | ''>(category?.form5472 ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCategory();
  const patch = usePatchCategory();
  // A system category (Sales, the owner lines) keeps its type: the code relies on it.
  const fixedType = Boolean(category?.key);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { name, type, form5472: type === 'owner' && form5472 ? form5472 : null };
    const parsed = ZCategoryInput.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    const options = {
      onSuccess: () => {
        toast.success(category ? 'Category saved' : 'Category added');
        onClose();
      },
      onError: (error: unknown) => setErrors(errorsByField(error, FIELDS)),
    };
    if (category)
      patch.mutate({ id: category.id, ...(fixedType ? { name: body.name } : body) }, options);
    else create.mutate(body, options);
  };

  return (
    <FormDialog
      title={category ? 'Rename category' : 'Add a category'}
      description="Categories sort your transactions into the profit and loss and Form 5472."
      onClose={onClose}
      onSubmit={submit}
      submit={category ? 'Save category' : 'Add category'}
      pending={create.isPending || patch.isPending}
      problem={errors.form}
    >
      <Input
        label="Name"
        value={name}
        maxLength={80}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      {!fixedType ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="category-type" className="text-sm font-medium text-slate-700">
            Type
          </label>
          <select
            id="category-type"
            value={type}
            onChange={(e) => setType(e.target.value as TCategoryType)}
            className={SELECT}
          >
            {CATEGORY_TYPES.map((t) => (
              <option key={t} value={t}>
                {CATEGORY_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {type === 'owner' && !fixedType ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="category-form5472" className="text-sm font-medium text-slate-700">
            Form 5472 line
          </label>
          <select
            id="category-form5472"
            value={form5472}
            onChange={(e) => setForm5472(e.target.value as TForm5472Kind | '')}
            className={SELECT}
          >
            <option value="">Not reported</option>
            {FORM_5472_KINDS.map((k) => (
              <option key={k} value={k}>
                {FORM_5472_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </FormDialog>
  );
};
