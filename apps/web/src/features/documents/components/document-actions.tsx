import { UPLOAD_CONTENT_TYPES, type TVaultDocument } from '@charterline/shared/schemas/documents';
import { Download, Eye, FilePlus2, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { saveDocument } from '../api/download-document';

export type TDocumentDialog = 'preview' | 'versions' | 'edit' | 'delete';

export type TRowHandlers = {
  onOpen: (doc: TVaultDocument, dialog: TDocumentDialog) => void;
  onNewVersion: (doc: TVaultDocument, file: File) => void;
  onRestore: (doc: TVaultDocument) => void;
};

const Action = ({
  label,
  title,
  icon,
  onClick,
  danger = false,
}: {
  label: string;
  title: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}) => (
  <Button
    size="sm"
    appearance="plain"
    variant={danger ? 'danger' : 'neutral'}
    icon={icon}
    onClick={onClick}
    aria-label={`${label} ${title}`}
  >
    {label}
  </Button>
);

/** What can be done with one document; a deleted upload can only be restored. */
export const DocumentActions = ({
  doc,
  onOpen,
  onNewVersion,
  onRestore,
}: TRowHandlers & { doc: TVaultDocument }) => {
  const input = useRef<HTMLInputElement>(null);
  if (doc.deletedAt) {
    return (
      <Action
        label="Restore"
        title={doc.title}
        icon={<RotateCcw size={16} aria-hidden="true" />}
        onClick={() => onRestore(doc)}
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-1">
      {doc.previewable ? (
        <Action
          label="Preview"
          title={doc.title}
          icon={<Eye size={16} aria-hidden="true" />}
          onClick={() => onOpen(doc, 'preview')}
        />
      ) : null}
      <Action
        label="Download"
        title={doc.title}
        icon={<Download size={16} aria-hidden="true" />}
        onClick={() => void saveDocument(doc)}
      />
      <Action
        label="New version"
        title={`of ${doc.title}`}
        icon={<FilePlus2 size={16} aria-hidden="true" />}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        aria-label={`File for a new version of ${doc.title}`}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onNewVersion(doc, file);
          e.target.value = '';
        }}
      />
      <Action
        label="Edit"
        title={doc.title}
        icon={<Pencil size={16} aria-hidden="true" />}
        onClick={() => onOpen(doc, 'edit')}
      />
      {doc.canDelete ? (
        <Action
          label="Delete"
          title={doc.title}
          danger
          icon={<Trash2 size={16} aria-hidden="true" />}
          onClick={() => onOpen(doc, 'delete')}
        />
      ) : null}
    </div>
  );
};
