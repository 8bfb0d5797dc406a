import type {
  TSupportAboutKind,
  TSupportAboutPreview,
  TSupportCategory,
} from '@charterline/shared/schemas/support';
import type { TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { aboutKeyOf, describeAbout, type TAboutRef } from './describe-about';

/** The category a ticket about each kind most likely has (the form preselects it). */
const CATEGORY_OF: Record<TSupportAboutKind, TSupportCategory> = {
  mail_item: 'mail',
  obligation: 'compliance',
  invoice: 'invoicing',
  receipt: 'billing',
  service: 'billing',
};

/**
 * GET …/support/about, and the check before a ticket is opened about something: the thing
 * must be the company's, else SUPPORT_ABOUT_NOT_FOUND (another company's looks like none).
 */
export const previewAbout = async (
  db: TDbExecutor,
  companyId: string,
  ref: TAboutRef,
): Promise<TSupportAboutPreview> => {
  const about = (await describeAbout(db, companyId, [ref])).get(aboutKeyOf(ref));
  if (!about?.label) throw new AppError('SUPPORT_ABOUT_NOT_FOUND', { field: 'about' });
  return { ...about, category: CATEGORY_OF[ref.kind] };
};
