import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import {
  SUPPORT_RATING_COMMENT_MAX,
  type TSupportTicket,
} from '@charterline/shared/schemas/support';
import { TextArea } from '@/components/forms/text-area';
import { Button } from '@/components/ui/button';
import { useRateTicket } from '../api/rate-ticket';

const SCORES = [1, 2, 3, 4, 5] as const;
const starsLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/**
 * "How did we do?" once it is resolved: five native radios (one group, so the arrow keys move
 * between them) drawn as stars, an optional comment; then what was given, which can change.
 */
export const TicketRating = ({ ticket }: { ticket: TSupportTicket }) => {
  const rate = useRateTicket();
  const [editing, setEditing] = useState(false);
  const [score, setScore] = useState<number | null>(ticket.rating);
  const [comment, setComment] = useState(ticket.ratingComment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const name = useId();

  // A reopened ticket keeps its rating for staff; the customer rates again after the next resolve.
  if (!ticket.can.rate) return null;
  if (ticket.rating !== null && !editing)
    return (
      <section aria-label="Your rating" className="rounded-2xl bg-slate-50 p-4 text-sm">
        <p className="text-slate-800">You rated this {ticket.rating} of 5. Thank you!</p>
        <Button
          size="sm"
          variant="neutral"
          appearance="plain"
          className="mt-1 -ml-3"
          onClick={() => {
            setScore(ticket.rating);
            setComment(ticket.ratingComment ?? '');
            setEditing(true);
          }}
        >
          Change rating
        </Button>
      </section>
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (score === null) return setProblem('Choose from 1 to 5 stars');
    setProblem(null);
    try {
      const trimmed = comment.trim();
      await rate.mutateAsync({
        id: ticket.id,
        body: { score, ...(trimmed ? { comment: trimmed } : {}) },
      });
      setEditing(false);
    } catch {
      // The toast says why; the choice stays to send again.
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-2xl bg-slate-50 p-4"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">How did we do?</legend>
        <div className="mt-2 flex gap-1">
          {SCORES.map((n) => (
            <label key={n} className="relative cursor-pointer">
              <input
                type="radio"
                name={name}
                value={n}
                checked={score === n}
                onChange={() => setScore(n)}
                aria-label={starsLabel(n)}
                className="peer sr-only"
              />
              <Star
                size={32}
                aria-hidden="true"
                className={clsx(
                  'rounded p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600',
                  score !== null && n <= score
                    ? 'fill-amber-400 text-amber-500'
                    : 'fill-transparent text-slate-400',
                )}
              />
            </label>
          ))}
        </div>
        {problem ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {problem}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        label="Anything to add? (optional)"
        rows={2}
        maxLength={SUPPORT_RATING_COMMENT_MAX}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <Button type="submit" size="sm" loading={rate.isPending}>
        Send rating
      </Button>
    </form>
  );
};
