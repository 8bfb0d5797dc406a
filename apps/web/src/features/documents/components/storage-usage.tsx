import { formatFileSize } from '@charterline/shared/format';
import { useStorageUsage } from '../api/get-storage-usage';

/** Past this share of the quota the bar turns amber, and red when full. */
const WARN_AT = 0.8;
const GB = 1024 * 1024 * 1024;
const sizeInWords = (bytes: number) =>
  bytes >= GB ? `${Number((bytes / GB).toFixed(1))} GB` : formatFileSize(bytes);

/**
 * The company's storage against its quota (issue 33): a small bar above the list. Nothing
 * while it loads or if it cannot be read (the vault works without it).
 */
export const StorageUsage = () => {
  const usage = useStorageUsage();
  if (!usage.data) return null;
  const { usedBytes, quotaBytes } = usage.data;
  const share = Math.min(1, usedBytes / quotaBytes);
  const percent = Math.round(share * 100);
  const tone = share >= 1 ? 'bg-red-600' : share >= WARN_AT ? 'bg-amber-500' : 'bg-brand-700';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span id="storage-usage-label">
        Storage: {sizeInWords(usedBytes)} of {sizeInWords(quotaBytes)} used
      </span>
      <div
        role="meter"
        aria-labelledby="storage-usage-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% used`}
        className="h-2 min-w-32 flex-1 overflow-hidden rounded-full bg-slate-200 sm:max-w-64"
      >
        <div
          className={`h-full rounded-full ${tone}`}
          style={{ width: `${Math.max(percent, usedBytes > 0 ? 1 : 0)}%` }}
        />
      </div>
    </div>
  );
};
