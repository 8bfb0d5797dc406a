import { useController } from 'react-hook-form';
import { ChoiceCards } from './step-frame';

/** A field of the step's form (by its name) and what else runs when it changes. */
export const useBoundField = <T,>(name: string, onChange?: (value: T) => void) => {
  const { field } = useController({ name });
  return {
    value: field.value as T,
    set: (value: T) => {
      field.onChange(value);
      onChange?.(value);
    },
  };
};

/** ChoiceCards bound to a field of the step's form. */
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
  options: readonly { value: T; title: string; text: string }[];
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

type TOption = { title: string; text: string };

/** Ours (included) or the customer's own: the registered agent, the mailing address. */
export const OursOrOwnField = ({
  radioName,
  legend,
  ours,
  own,
}: {
  radioName: string;
  legend: string;
  ours: TOption;
  own: TOption;
}) => (
  <ChoiceField
    name="choice"
    radioName={radioName}
    legend={legend}
    options={[
      { value: 'ours', ...ours },
      { value: 'own', ...own },
    ]}
  />
);

/** The saved choice, else ours. */
export const savedChoice = (saved: { useOurs: boolean } | null): 'ours' | 'own' =>
  saved ? (saved.useOurs ? 'ours' : 'own') : 'ours';
