import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Unsaved changes ask before leaving: a link in the app opens this dialog, closing or reloading
 * the tab the browser's own question. `allowLeave` lets the form's own navigation through
 * (after a save).
 */
export const LeaveGuard = ({
  dirty,
  allowLeave,
}: {
  dirty: boolean;
  allowLeave: RefObject<boolean>;
}) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowLeave.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, allowLeave]);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => (open || !blocked ? null : blocker.reset())}
      title="Leave without saving?"
      description="Your changes to this invoice are not saved yet."
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="neutral" appearance="outlined" onClick={() => blocked && blocker.reset()}>
          Stay and keep editing
        </Button>
        <Button variant="danger" onClick={() => blocked && blocker.proceed()}>
          Leave without saving
        </Button>
      </div>
    </Dialog>
  );
};
