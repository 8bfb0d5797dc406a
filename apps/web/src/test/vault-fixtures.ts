import type { TVaultDocument } from '@charterline/shared/schemas/documents';

/** A vault document: the customer's own PDF upload, first version, unless told otherwise. */
export const vaultDocument = (over: Partial<TVaultDocument> = {}): TVaultDocument => ({
  id: 'd1',
  kind: 'UPLOAD',
  title: 'Bank statement March',
  fileName: 'statement-march.pdf',
  contentType: 'application/pdf',
  size: 52_000,
  category: 'banking',
  tags: ['2026', 'bank'],
  source: 'customer',
  versionGroup: 'd1',
  version: 1,
  versionCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  deletedAt: null,
  purgeAt: null,
  canDelete: true,
  previewable: true,
  ...over,
});

/** The articles the portal filed: from Charterline, three versions, not deletable. */
export const ARTICLES = vaultDocument({
  id: 'd3',
  kind: 'ARTICLES_OF_ORGANIZATION',
  title: 'Articles of organization',
  fileName: 'articles-v3.pdf',
  category: 'formation',
  tags: [],
  source: 'system',
  versionGroup: 'd-articles',
  version: 3,
  versionCount: 3,
  canDelete: false,
});
