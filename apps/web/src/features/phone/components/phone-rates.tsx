import { formatMoney } from '@charterline/shared/format';
import type { TPhoneDestination } from '@charterline/shared/schemas/phone-line';

/** What a text part and a forwarded minute cost in each allowed country (from the summary). */
export const PhoneRates = ({ destinations }: { destinations: readonly TPhoneDestination[] }) => (
  <details className="text-sm text-slate-600">
    <summary className="cursor-pointer font-medium text-brand-700">Rates by country</summary>
    <table className="mt-2 w-full text-left">
      <thead>
        <tr className="text-xs text-slate-500">
          <th scope="col" className="py-1 font-medium">
            Country
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Text, per part
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Call, per minute
          </th>
        </tr>
      </thead>
      <tbody>
        {destinations.map((d) => (
          <tr key={d.country} className="border-t border-slate-100">
            <th scope="row" className="py-1 font-normal text-slate-800">
              {d.name}
            </th>
            <td className="py-1 text-right tabular-nums">{formatMoney(d.text)}</td>
            <td className="py-1 text-right tabular-nums">{formatMoney(d.minute)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    <p className="mt-2 text-xs text-slate-500">
      A text of up to 160 characters is one part (70 with accents outside the basic set, other
      scripts or emoji); a longer one is sent in parts of 153 (67).
    </p>
  </details>
);
