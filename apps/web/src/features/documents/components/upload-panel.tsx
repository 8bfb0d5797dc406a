import {
  UPLOAD_CONTENT_TYPES,
  type TDocumentCategory,
} from '@charterline/shared/schemas/documents';
import { clsx } from 'clsx';
import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PointerHint } from '@/components/ui/pointer-hint';
import type { TUploadFields } from '../api/upload-documents';
import { CategorySelect, FIELD_CLASS, LabelledField } from './vault-fields';

/**
 * The upload: a category and tags for what is added, then files from the picker or dropped
 * on the zone (several at once; each is checked before it is sent).
 */
export const UploadPanel = ({
  onFiles,
}: {
  onFiles: (files: File[], fields: TUploadFields) => void;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<TDocumentCategory>('other');
  const [tags, setTags] = useState('');
  const [over, setOver] = useState(false);
  const send = (files: FileList | null) => {
    if (files && files.length > 0) onFiles([...files], { category, tags });
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    send(e.dataTransfer.files);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="upload-zone"
      className={clsx(
        'flex flex-col gap-3 rounded-2xl border-2 border-dashed p-4 sm:flex-row sm:items-end',
        over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
      )}
    >
      <LabelledField label="Upload as">
        {(id) => <CategorySelect id={id} value={category} onChange={setCategory} />}
      </LabelledField>
      <LabelledField label="Tags (comma-separated)">
        {(id) => (
          <input
            id={id}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            placeholder="2026, bank"
            className={FIELD_CLASS}
          />
        )}
      </LabelledField>
      <div className="flex flex-1 flex-col gap-1 sm:items-end">
        <p className="text-xs text-slate-500">
          <PointerHint
            fine="Drop PDF, PNG or JPEG files here (10 MB each)"
            touch="PDF, PNG or JPEG files, 10 MB each"
          />
        </p>
        <Button
          icon={<Upload size={16} aria-hidden="true" />}
          onClick={() => input.current?.click()}
        >
          Upload
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={UPLOAD_CONTENT_TYPES.join(',')}
          aria-label="Files to upload"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            send(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
    </div>
  );
};
