import { useBoundField } from './use-bound-field';

type TChoice<T extends string> = { value: T; title: string; text: string };

/** A choice between two or more options as large radio cards (keyboard: arrows, space). */
export const ChoiceCards = <T extends string>({
  name,
  legend,
  value,
  onChange,
  options,
}: {
  name: string;
  legend: string;
  value: T | null;
  onChange: (value: T) => void;
  options: readonly TChoice<T>[];
}) => (
  <fieldset>
    <legend className="text-sm font-medium text-slate-700">{legend}</legend>
    <div className="mt-2 grid gap-3 sm:grid-cols-2">
      {options.map((o) => (
        <label
          key={o.value}
          className={`flex cursor-pointer gap-3 rounded-xl p-4 ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
            value === o.value
              ? 'bg-brand-50 ring-brand-600'
              : 'bg-white ring-slate-300 hover:bg-slate-50'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            className="mt-1 accent-brand-700"
          />
          <span>
            <span className="block font-semibold text-slate-900">{o.title}</span>
            <span className="mt-0.5 block text-sm text-slate-600">{o.text}</span>
          </span>
        </label>
      ))}
    </div>
  </fieldset>
);

/** ChoiceCards bound to a field of the FormProvider's form. */
export const ChoiceField = <T extends string>({
  name,
  radioName,
  legend,
  options,
  onChange,
}: {
  name: string;
  /** The radio group's name attribute. */
  radioName: string;
  legend: string;
  options: readonly TChoice<T>[];
  onChange?: (value: T) => void;
}) => {
  const field = useBoundField<T | null>(name, (value) => {
    if (value !== null) onChange?.(value);
  });
  return (
    <ChoiceCards
      name={radioName}
      legend={legend}
      value={field.value ?? null}
      onChange={field.set}
      options={options}
    />
  );
};
