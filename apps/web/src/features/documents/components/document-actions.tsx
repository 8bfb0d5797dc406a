import { UPLOAD_CONTENT_TYPES, type TVaultDocument } from '@charterline/shared/schemas/documents';
import { Download, Eye, FilePlus2, MoreHorizontal, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Menu, MenuItem } from '@/components/ui/menu';
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

/**
 * What can be done with one document, in one row (issue 36: five stacked buttons made rows
 * 150 px tall): Download, and a ⋯ menu with Preview, New version, Edit and Delete. A deleted
 * upload can only be restored.
 */
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
    <div className="flex flex-nowrap items-center gap-1">
      <Action
        label="Download"
        title={doc.title}
        icon={<Download size={16} aria-hidden="true" />}
        onClick={() => void saveDocument(doc)}
      />
      <Menu
        label={`Actions for ${doc.title}`}
        trigger={
          <button
            type="button"
            aria-label={`More actions for ${doc.title}`}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <MoreHorizontal size={18} aria-hidden="true" />
          </button>
        }
      >
        {doc.previewable ? (
          <MenuItem
            icon={<Eye size={16} aria-hidden="true" />}
            onSelect={() => onOpen(doc, 'preview')}
          >
            Preview
          </MenuItem>
        ) : null}
        <MenuItem
          icon={<FilePlus2 size={16} aria-hidden="true" />}
          onSelect={() => input.current?.click()}
        >
          New version
        </MenuItem>
        <MenuItem
          icon={<Pencil size={16} aria-hidden="true" />}
          onSelect={() => onOpen(doc, 'edit')}
        >
          Edit
        </MenuItem>
        {doc.canDelete ? (
          <MenuItem
            icon={<Trash2 size={16} aria-hidden="true" />}
            className="text-red-700 data-[highlighted]:text-red-800"
            onSelect={() => onOpen(doc, 'delete')}
          >
            Delete
          </MenuItem>
        ) : null}
      </Menu>
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
    </div>
  );
};
