import { BadgeCheck, Lock, ShieldCheck } from 'lucide-react';

const BADGES = ['PCI DSS Compliant', 'All Major Cards', '256-bit Encryption'];

/** The checkout dialog's guarantee banner and three badges (docs/product.md § Checkout dialog). */
export const TrustBadges = () => (
  <>
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldCheck size={18} aria-hidden="true" /> 30-Day Money Back Guarantee
      </p>
      <p className="mt-1 flex items-center gap-2">
        <BadgeCheck size={16} aria-hidden="true" /> Instant Access After Payment
      </p>
    </div>
    <ul className="flex flex-wrap gap-2 text-xs font-medium text-slate-700">
      {BADGES.map((b) => (
        <li key={b} className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1">
          <Lock size={12} aria-hidden="true" /> {b}
        </li>
      ))}
    </ul>
  </>
);
