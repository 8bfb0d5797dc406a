import type { TReminderPreferences } from '@charterline/shared/schemas/compliance';
import { toast } from '@/lib/toast';
import { useSaveReminderPreferences } from '../api/save-reminder-preferences';

const CHOICES: { key: keyof TReminderPreferences; label: string }[] = [
  { key: 'days60', label: '60 days before' },
  { key: 'days30', label: '30 days before' },
  { key: 'days7', label: '7 days before' },
  { key: 'days1', label: '1 day before' },
  { key: 'overdueWeekly', label: 'Every week while overdue' },
];

/** Which reminder e-mails to receive; each change is saved at once. */
export const RemindersSection = ({ preferences }: { preferences: TReminderPreferences }) => {
  const save = useSaveReminderPreferences();
  // While a change is saving, the boxes show it (the overview is updated on success).
  const shown = save.isPending && save.variables ? save.variables : preferences;
  const toggle = (key: keyof TReminderPreferences, on: boolean) =>
    save.mutate({ ...shown, [key]: on }, { onSuccess: () => toast.success('Reminders saved.') });
  return (
    <section
      aria-labelledby="reminders"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="reminders" className="font-semibold text-slate-900">
        Reminders
      </h2>
      <p className="mt-1 text-sm text-slate-600">We e-mail you before each deadline.</p>
      <fieldset className="mt-3 space-y-2">
        <legend className="sr-only">Send me a reminder</legend>
        {CHOICES.map((c) => (
          <label key={c.key} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={shown[c.key]}
              disabled={save.isPending}
              onChange={(e) => toggle(c.key, e.target.checked)}
              className="size-4 accent-brand-700"
            />
            {c.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
};
