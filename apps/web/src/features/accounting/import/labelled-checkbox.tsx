/** A checkbox with its words beside it (the mapping step's yes-or-no choices). */
export const LabelledCheckbox = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="flex items-center gap-2 text-sm text-slate-700">
    <input
      type="checkbox"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      className="size-4 rounded border-slate-300 accent-brand-700"
    />
    {label}
  </label>
);
