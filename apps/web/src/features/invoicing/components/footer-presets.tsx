import { FOOTER_PRESETS } from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';

/**
 * The footer presets for foreign-owned sellers, inserted with one click ({ein} filled in): in
 * the settings and in the invoice editor.
 */
export const FooterPresets = ({
  ein,
  onInsert,
}: {
  ein: string | null;
  onInsert: (text: string) => void;
}) => (
  <div
    role="group"
    aria-label="Insert into the footer"
    className="flex flex-wrap items-center gap-2"
  >
    <span className="text-xs font-semibold text-slate-600">Insert:</span>
    {FOOTER_PRESETS.map((preset) => {
      const needsEin = preset.text.includes('{ein}');
      const missing = needsEin && !ein;
      return (
        <Button
          key={preset.key}
          size="sm"
          variant="neutral"
          appearance="outlined"
          disabled={missing}
          title={missing ? 'Your EIN is not on file yet: use “EIN applied for”.' : undefined}
          onClick={() => onInsert(preset.text.replace('{ein}', ein ?? ''))}
        >
          {preset.label}
        </Button>
      );
    })}
  </div>
);
