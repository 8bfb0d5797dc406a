/** One fact of a description list: its label above its value. */
export const Fact = ({ label, value }: { label: string; value: string }) => (
  <div>
    <dt className="text-sm text-slate-500">{label}</dt>
    <dd className="font-medium text-slate-900">{value}</dd>
  </div>
);
