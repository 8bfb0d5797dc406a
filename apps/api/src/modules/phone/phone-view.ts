import type { TPhoneCall, TPhoneLine, TPhoneText } from '@charterline/shared/schemas/phone-line';
import { displayNumber } from './phone-format';
import type { TPhoneCallRow, TPhoneLineRow, TPhoneMessageRow } from './phone-lines.repository';

export const toPhoneLine = (row: TPhoneLineRow): TPhoneLine => ({
  id: row.id,
  number: row.number,
  display: displayNumber(row.number),
  status: row.status,
  provider: row.provider,
  forwardTo: row.forwardTo,
  creditBalance: row.creditBalance,
  notifyByEmail: row.notifyByEmail,
  assignedAt: row.assignedAt.toISOString(),
});

export const toPhoneText = (row: TPhoneMessageRow): TPhoneText => ({
  id: row.id,
  direction: row.direction,
  from: row.from,
  to: row.to,
  body: row.body,
  receivedAt: row.receivedAt.toISOString(),
  code: row.code,
  readAt: row.readAt?.toISOString() ?? null,
});

export const toPhoneCall = (row: TPhoneCallRow): TPhoneCall => ({
  id: row.id,
  from: row.from,
  at: row.at.toISOString(),
  outcome: row.outcome,
  durationSeconds: row.durationSeconds,
  transcript: row.transcript,
  hasRecording: Boolean(row.recordingKey ?? row.recordingUrl),
});
