import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { formatDate } from '@charterline/shared/format';
import { createPdfTextWriter } from '../../lib/pdf-fonts/pdf-text-writer';
import { AppError } from '../../lib/app-error';
import { printable, wrapText } from '../../lib/pdf-text';

export type TOperatingAgreementInput = {
  companyName: string;
  stateName: string;
  businessPurpose: string;
  registeredAgent: string;
  owners: { name: string; email: string; hundredths: number; address: string }[];
  effectiveDate: Date;
  appName: string;
  /** Who manages the company; without it, the members (today's agreement). */
  management?: 'MEMBER_MANAGED' | 'MANAGER_MANAGED';
  /** The managers a manager-managed agreement names (at least one). */
  managers?: { name: string }[];
  /**
   * A new version of the agreement: "Amended and Restated", numbered, restating the one of
   * `previousDate`. Version 1 is the first agreement, so an amendment is version 2 or later.
   */
  amendment?: { version: number; previousDate?: Date };
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

const MEMBER_MANAGED_TEXT =
  'The Company is managed by its Members. Decisions are made by Members holding a majority of the percentage interests, except that admitting a new Member, amending this Agreement or dissolving the Company needs the consent of all Members.';
const MANAGER_MANAGED_TEXT =
  'The Company is managed by the Managers named below, who need not be Members. The Managers run the business of the Company and act for it; they decide by a majority of their number. Members holding a majority of the percentage interests may appoint, remove or replace a Manager. Admitting a new Member, amending this Agreement, selling all or substantially all of the assets of the Company or dissolving it needs the consent of all Members.';

/** Refuses what the agreement cannot say: a manager-managed company without a manager, version 1 "amended". */
const checkInput = (input: TOperatingAgreementInput): void => {
  if (input.management === 'MANAGER_MANAGED' && !input.managers?.some((m) => printable(m.name))) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'A manager-managed operating agreement names at least one manager.',
      field: 'managers',
    });
  }
  const version = input.amendment?.version;
  if (version !== undefined && !(Number.isInteger(version) && version >= 2)) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'An amended and restated operating agreement is version 2 or later.',
      field: 'amendment.version',
    });
  }
};

/**
 * The LLC operating agreement as a real PDF, from the owners and their percentages: the
 * capital and profit shares of each member and a signature block per member. Managed by the
 * members, or by the managers it names (who sign too). An amendment is the whole agreement
 * again, "Amended and Restated", with its version and the date of the one it replaces.
 * Pages are added as the text needs them; every line, the centred title included, is
 * wrapped to the margins, in Noto fonts for any script.
 */
export const renderOperatingAgreementPdf = async (
  input: TOperatingAgreementInput,
): Promise<Uint8Array> => {
  checkInput(input);
  const pdf = await PDFDocument.create();
  const companyName = printable(input.companyName);
  const amendment = input.amendment;
  const title = amendment ? 'Amended and Restated Operating Agreement' : 'Operating Agreement';
  pdf.setTitle(`${title} of ${companyName}`);
  pdf.setProducer(input.appName);
  pdf.setCreationDate(input.effectiveDate);
  const writer = createPdfTextWriter(pdf);
  const ink = rgb(0.06, 0.09, 0.16);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const lines = (text: string, size: number, bold: boolean) =>
    wrapText(text, width, (s) => writer.width(s, size, bold));
  const paragraph = async (text: string, size = 10.5, bold = false, gap = 8) => {
    for (const line of lines(text, size, bold)) {
      ensure(size + 5);
      await writer.draw(page, line, { x: MARGIN, y: y - size, size, bold, color: ink });
      y -= size + 5;
    }
    y -= gap;
  };
  const centred = async (text: string, size: number, bold: boolean) => {
    for (const line of lines(text, size, bold)) {
      ensure(size + 7);
      const x = (A4[0] - writer.width(line, size, bold)) / 2;
      await writer.draw(page, line, { x, y: y - size, size, bold, color: ink });
      y -= size + 7;
    }
  };
  const heading = (text: string) => paragraph(text, 12, true, 2);
  const owners = input.owners.map((o) => ({ ...o, name: printable(o.name) }));
  const managers =
    input.management === 'MANAGER_MANAGED'
      ? (input.managers ?? []).map((m) => printable(m.name)).filter((name) => name !== '')
      : [];

  await centred(title.toUpperCase(), 18, true);
  await centred(`of ${companyName}`, 14, true);
  await centred(`a ${input.stateName} limited liability company`, 11, false);
  if (amendment) await centred(`Version ${amendment.version}`, 11, false);
  y -= 14;
  if (amendment) {
    const replaced = amendment.previousDate
      ? `the operating agreement of the Company dated ${formatDate(amendment.previousDate)}`
      : 'the earlier operating agreement of the Company';
    await paragraph(
      `This Amended and Restated Operating Agreement (version ${amendment.version}) is made effective ${formatDate(input.effectiveDate)} by the members listed below (the "Members") of ${companyName} (the "Company"). It amends and restates in full ${replaced}, which it replaces from that date.`,
    );
  } else {
    await paragraph(
      `This Operating Agreement is made effective ${formatDate(input.effectiveDate)} by the members listed below (the "Members") of ${companyName} (the "Company").`,
    );
  }
  await heading('1. Formation');
  await paragraph(
    `The Company is formed as a limited liability company under the laws of the State of ${input.stateName}. Its registered agent is ${input.registeredAgent}.`,
  );
  await heading('2. Purpose');
  await paragraph(
    `The purpose of the Company is: ${input.businessPurpose}, and any lawful business activity.`,
  );
  await heading('3. Members and Percentage Interests');
  await paragraph(
    'Each Member holds the percentage interest set out below in the capital, profits, losses and distributions of the Company, and votes in that proportion.',
  );
  for (const owner of owners) {
    await paragraph(
      `${owner.name} (${owner.email}), ${owner.address}: ${(owner.hundredths / 100).toFixed(2)}%`,
      10.5,
      false,
      2,
    );
  }
  y -= 6;
  const total = owners.reduce((sum, o) => sum + o.hundredths, 0);
  await paragraph(`Total: ${(total / 100).toFixed(2)}%`, 10.5, true);
  await heading('4. Management');
  if (managers.length === 0) {
    await paragraph(MEMBER_MANAGED_TEXT);
  } else {
    await paragraph(MANAGER_MANAGED_TEXT);
    for (const manager of managers) await paragraph(`${manager}, Manager`, 10.5, false, 2);
    y -= 6;
  }
  await heading('5. Distributions, Tax and Records');
  await paragraph(
    'Distributions are made in proportion to the percentage interests when the Members so decide. The Company keeps its books on a calendar-year basis and gives every Member access to them.',
  );
  await heading('6. Transfers and Dissolution');
  await paragraph(
    'No Member may transfer an interest without the written consent of the other Members. On dissolution the Company pays its debts and distributes what remains in proportion to the percentage interests.',
  );
  await paragraph('Signatures', 12, true, 6);
  const signature = async (caption: string) => {
    ensure(48);
    y -= 24;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + 240, y },
      thickness: 0.6,
      color: ink,
    });
    y -= 4;
    await paragraph(caption, 10, false, 10);
  };
  for (const owner of owners) await signature(`${owner.name}, Member`);
  for (const manager of managers) await signature(`${manager}, Manager`);
  return pdf.save();
};

// The PDF pool renders it off the event loop (lib/pdf-pool.ts).
declare module '../../lib/pdf-pool' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface PdfRenderers {
    operatingAgreement: typeof renderOperatingAgreementPdf;
  }
}
