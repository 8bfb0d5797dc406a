import { useState } from 'react';
import { formatDate } from '@charterline/shared/format';
import type { TCalendarFeed } from '@charterline/shared/schemas/compliance';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyOnceLink } from '@/components/ui/copy-once-link';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useCalendarFeed } from '../api/calendar-feed';

const NewLink = ({ url }: { url: string }) => (
  <div className="mt-3 space-y-2">
    <CopyOnceLink url={url} label="Your private calendar link" />
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
      <li>Google Calendar: Other calendars → + → From URL, then paste the link.</li>
      <li>Outlook: Add calendar → Subscribe from web, then paste the link.</li>
    </ul>
  </div>
);

/** The private calendar feed: create, rotate (a new link) or stop it. */
export const CalendarFeedSection = ({ feed }: { feed: TCalendarFeed }) => {
  const create = useCalendarFeed('create');
  const stop = useCalendarFeed('stop');
  const [confirming, setConfirming] = useState(false);
  /** A new link stops the old one at once: asked first (issue 36). */
  const [rotating, setRotating] = useState(false);
  const shownUrl = create.data?.url ?? null;
  const makeLink = () => create.mutate(undefined, { onSettled: () => setRotating(false) });
  const stopFeed = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        create.reset();
        setConfirming(false);
        toast.success('The calendar feed is stopped.');
      },
    });
  return (
    <section
      aria-labelledby="calendar-feed"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="calendar-feed" className="font-semibold text-slate-900">
        Calendar feed
      </h2>
      {feed.createdAt ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            A private feed is active since {formatDate(feed.createdAt)}. Anyone with its link sees
            your deadlines.
          </p>
          {shownUrl ? <NewLink url={shownUrl} /> : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              appearance="outlined"
              loading={create.isPending}
              onClick={() => setRotating(true)}
            >
              Create a new link
            </Button>
            <Button
              size="sm"
              appearance="outlined"
              variant="danger"
              onClick={() => setConfirming(true)}
            >
              Stop the feed
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            See your deadlines in Google Calendar or Outlook, kept up to date.
          </p>
          <Button className="mt-3" size="sm" loading={create.isPending} onClick={makeLink}>
            Add to your calendar
          </Button>
        </>
      )}
      {rotating ? (
        <ConfirmDialog
          title="Create a new link?"
          text="The link your calendars use now stops working at once: subscribe them again with the new one."
          confirm="Create a new link"
          pending={create.isPending}
          onConfirm={makeLink}
          onClose={() => setRotating(false)}
        />
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Stop the calendar feed?"
        description="Calendars subscribed to it stop receiving your deadlines. You can create a new one later."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button appearance="outlined" variant="neutral" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button variant="danger" loading={stop.isPending} onClick={stopFeed}>
            Stop the feed
          </Button>
        </div>
      </Dialog>
    </section>
  );
};
