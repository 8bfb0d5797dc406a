/**
 * What a reminder says happens if the obligation is missed, from its rule's data (the CSV
 * row): the federal `penalty` column, or the state's dissolution rule where the notes give
 * one ("dissolution if unpaid 60 days after due"). The engine's presentObligation says it
 * at more length for the page; an e-mail needs the penalty and the countdown.
 */
export type TMissedConsequence = {
  text: string;
  /** Days after the due date the state dissolves the LLC, when the data says. */
  dissolutionAfterDays: number | null;
};

const DISSOLUTION_AFTER = /dissol\w*\D{0,30}?(\d{1,3}) days after/i;
const STATE_DEFAULT =
  'A late filing can bring a late fee and cost the company its good standing with the state.';

export const missedConsequence = (
  data: Record<string, string> | null | undefined,
): TMissedConsequence => {
  const penalty = data?.penalty?.trim();
  if (penalty) return { text: `Penalty: ${penalty}.`, dissolutionAfterDays: null };
  const days = data?.notes?.match(DISSOLUTION_AFTER)?.[1];
  if (days) {
    return {
      text: `The state dissolves an LLC that has not filed ${days} days after the due date.`,
      dissolutionAfterDays: Number(days),
    };
  }
  return { text: STATE_DEFAULT, dissolutionAfterDays: null };
};
