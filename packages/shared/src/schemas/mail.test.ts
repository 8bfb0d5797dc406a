import { describe, expect, it } from 'vitest';
import {
  MAIL_ACTION_LABELS,
  MAIL_ACTIONS,
  MAIL_CATEGORIES,
  MAIL_CATEGORY_LABELS,
  MAIL_FOLDER_LABELS,
  MAIL_FOLDERS,
  ZForwardingAddressInput,
  ZMailBulk,
  ZMailItemPatch,
  ZMailListQuery,
  ZMailRecordFields,
  ZMailRequestCreate,
  ZMailRuleInput,
} from './mail';

const fieldOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  String(result.error?.issues[0]?.path[0]);

describe('mail contracts (issue 23)', () => {
  it('names every category, folder and action', () => {
    for (const c of MAIL_CATEGORIES) expect(MAIL_CATEGORY_LABELS[c]).toBeTruthy();
    for (const f of MAIL_FOLDERS) expect(MAIL_FOLDER_LABELS[f]).toBeTruthy();
    for (const a of MAIL_ACTIONS) expect(MAIL_ACTION_LABELS[a]).toBeTruthy();
  });

  it('reads a list query with its defaults and refuses junk', () => {
    expect(ZMailListQuery.parse({})).toEqual({ folder: 'inbox', page: 1, pageSize: 25 });
    expect(
      ZMailListQuery.parse({ q: '  irs ', page: '2', pageSize: '10', unread: 'true' }),
    ).toEqual({ folder: 'inbox', q: 'irs', page: 2, pageSize: 10, unread: 'true' });
    for (const bad of [
      { folder: 'spam' },
      { page: '0' },
      { pageSize: '101' },
      { unread: 'yes' },
      { q: 'x'.repeat(101) },
      { companyId: 'nope' },
    ]) {
      expect(ZMailListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('patches read or archived, never nothing', () => {
    expect(ZMailItemPatch.parse({ read: true })).toEqual({ read: true });
    expect(ZMailItemPatch.parse({ archived: false })).toEqual({ archived: false });
    expect(ZMailItemPatch.safeParse({}).success).toBe(false);
    expect(ZMailItemPatch.safeParse({ read: 'yes' }).success).toBe(false);
  });

  it('asks for one action, forward naming a saved address', () => {
    const id = '3f0b6b8e-4b6a-4f8e-9d55-0d7f2b8f3a11';
    expect(ZMailRequestCreate.parse({ action: 'forward', forwardingAddressId: id })).toEqual({
      action: 'forward',
      forwardingAddressId: id,
    });
    expect(ZMailRequestCreate.safeParse({ action: 'burn' }).success).toBe(false);
    expect(fieldOf(ZMailRequestCreate.safeParse({ action: 'hold', note: 'x'.repeat(501) }))).toBe(
      'note',
    );
  });

  it('acts on 1 to 100 letters at once', () => {
    const id = '3f0b6b8e-4b6a-4f8e-9d55-0d7f2b8f3a11';
    expect(ZMailBulk.parse({ action: 'archive', ids: [id] }).ids).toEqual([id]);
    expect(ZMailBulk.safeParse({ action: 'archive', ids: [] }).success).toBe(false);
    expect(ZMailBulk.safeParse({ action: 'forward', ids: [id] }).success).toBe(false);
    expect(ZMailBulk.safeParse({ action: 'read', ids: Array(101).fill(id) }).success).toBe(false);
  });

  it('saves a forwarding address with a name', () => {
    const address = { name: ' Ada ', line1: '1 Main St', city: 'Lagos', country: 'ng' };
    expect(ZForwardingAddressInput.parse(address)).toMatchObject({ name: 'Ada', country: 'NG' });
    expect(fieldOf(ZForwardingAddressInput.safeParse({ ...address, name: ' ' }))).toBe('name');
  });

  it('takes a rule acting at once or after 1 to 365 days', () => {
    expect(ZMailRuleInput.parse({ category: 'irs', action: 'open_scan', afterDays: null })).toEqual(
      { category: 'irs', action: 'open_scan', afterDays: null },
    );
    for (const bad of [
      { category: 'irs', action: 'forward', afterDays: null },
      { category: 'irs', action: 'shred', afterDays: 0 },
      { category: 'irs', action: 'shred', afterDays: 366 },
      { category: 'junk', action: 'shred', afterDays: 30 },
    ]) {
      expect(ZMailRuleInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('reads the recording fields as multipart sends them', () => {
    expect(
      ZMailRecordFields.parse({
        sender: ' IRS ',
        category: 'irs',
        receivedOn: '2026-11-20',
        pages: '3',
      }),
    ).toEqual({
      sender: 'IRS',
      category: 'irs',
      receivedOn: '2026-11-20',
      pages: 3,
      urgent: 'false',
    });
    const valid = { sender: 'IRS', category: 'irs', receivedOn: '2026-11-20' };
    expect(fieldOf(ZMailRecordFields.safeParse({ ...valid, sender: '' }))).toBe('sender');
    expect(fieldOf(ZMailRecordFields.safeParse({ ...valid, category: 'x' }))).toBe('category');
    expect(fieldOf(ZMailRecordFields.safeParse({ ...valid, receivedOn: '20/11/2026' }))).toBe(
      'receivedOn',
    );
    expect(fieldOf(ZMailRecordFields.safeParse({ ...valid, pages: '2.5' }))).toBe('pages');
    expect(fieldOf(ZMailRecordFields.safeParse({ ...valid, urgent: 'maybe' }))).toBe('urgent');
  });
});
