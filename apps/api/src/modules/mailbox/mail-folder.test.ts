import { describe, expect, it } from 'vitest';
import { mailFolderOf } from './mail-folder';

const base = {
  archivedAt: null,
  urgent: false,
  openedAt: null,
  locked: false,
  latestRequest: null,
};

describe('mailFolderOf', () => {
  it('puts each letter in the one folder its facts say', () => {
    expect(mailFolderOf(base)).toBe('inbox');
    expect(mailFolderOf({ ...base, urgent: true })).toBe('action_required');
    expect(mailFolderOf({ ...base, urgent: true, openedAt: new Date() })).toBe('inbox');
    expect(mailFolderOf({ ...base, locked: true })).toBe('action_required');
    expect(mailFolderOf({ ...base, latestRequest: 'awaiting_payment' })).toBe('action_required');
    expect(mailFolderOf({ ...base, urgent: true, latestRequest: 'requested' })).toBe('pending');
    expect(mailFolderOf({ ...base, latestRequest: 'completed' })).toBe('done');
    expect(mailFolderOf({ ...base, archivedAt: new Date(), latestRequest: 'requested' })).toBe(
      'archived',
    );
  });
});
