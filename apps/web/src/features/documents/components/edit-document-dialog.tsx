import type { TDocumentCategory, TVaultDocument } from '@charterline/shared/schemas/documents';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorsByField, SOMETHING_WENT_WRONG } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateDocument } from '../api/update-document';
import { CategorySelect } from './vault-fields';

/** The fields a refusal names ("tags.2" is the tags'); the rest goes above the buttons. */
const FIELDS = ['title', 'category', 'tags'];

const tagsOf = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

/** Renaming a document, moving it to another category, changing its tags. */
export const EditDocumentDialog = ({
  doc,
  onClose,
}: {
  doc: TVaultDocument;
  onClose: () => void;
}) => {
  const update = useUpdateDocument(doc.id);
  const [title, setTitle] = useState(doc.title);
  const [category, setCategory] = useState<TDocumentCategory>(doc.category);
  const [tags, setTags] = useState(doc.tags.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setErrors({ title: 'Give the document a title' });
    update.mutate(
      { title: title.trim(), category, tags: tagsOf(tags) },
      {
        onSuccess: () => {
          toast.success('Document updated');
          onClose();
        },
        onError: (error) =>
          setErrors(errorsByField(error, FIELDS, { fallback: SOMETHING_WENT_WRONG })),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Edit document">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          maxLength={200}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="edit-document-category" className="text-sm font-medium text-slate-700">
            Category
          </label>
          <CategorySelect
            id="edit-document-category"
            value={category}
            onChange={setCategory}
            className="h-11 text-base"
          />
          {errors.category ? (
            <p role="alert" className="text-sm text-red-600">
              {errors.category}
            </p>
          ) : null}
        </div>
        <Input
          label="Tags"
          hint="Comma-separated, for example: 2026, bank"
          value={tags}
          onChange={(e) => setTags(e.target.value)}
          error={errors.tags}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button appearance="outlined" variant="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
