import { ChoiceField } from '@/components/forms/choice-field';

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
