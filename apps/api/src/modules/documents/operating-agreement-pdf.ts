import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate } from '@charterline/shared/format';
import { printable, wrapText } from '../../lib/pdf-text';

export type TOperatingAgreementInput = {
  companyName: string;
  stateName: string;
  businessPurpose: string;
  registeredAgent: string;
  owners: { name: string; email: string; hundredths: number; address: string }[];
  effectiveDate: Date;
  appName: string;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/**
 * The LLC operating agreement as a real PDF, from the owners and their percentages: a
 * member-managed agreement with the capital and profit shares of each member and a
 * signature block per member. Pages are added as the text needs them.
 */
export const renderOperatingAgreementPdf = async (
  input: TOperatingAgreementInput,
): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Operating Agreement of ${input.companyName}`);
  pdf.setProducer(input.appName);
  pdf.setCreationDate(input.effectiveDate);
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const ink = rgb(0.06, 0.09, 0.16);
  const width = A4[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const paragraph = (text: string, size = 11, f: PDFFont = font, gap = 8) => {
    for (const line of wrapText(text, width, (s) => f.widthOfTextAtSize(s, size))) {
      ensure(size + 4);
      page.drawText(line, { x: MARGIN, y: y - size, size, font: f, color: ink });
      y -= size + 4;
    }
    y -= gap;
  };
  const centred = (text: string, size: number, f: PDFFont) => {
    const s = printable(text);
    ensure(size + 6);
    page.drawText(s, {
      x: (A4[0] - f.widthOfTextAtSize(s, size)) / 2,
      y: y - size,
      size,
      font: f,
      color: ink,
    });
    y -= size + 6;
  };

  centred('OPERATING AGREEMENT', 18, bold);
  centred(`of ${input.companyName}`, 14, bold);
  centred(`a ${input.stateName} limited liability company`, 11, font);
  y -= 14;
  paragraph(
    `This Operating Agreement is made effective ${formatDate(input.effectiveDate)} by the members listed below (the "Members") of ${input.companyName} (the "Company").`,
  );
  paragraph('1. Formation', 12, bold, 2);
  paragraph(
    `The Company is formed as a limited liability company under the laws of the State of ${input.stateName}. Its registered agent is ${input.registeredAgent}.`,
  );
  paragraph('2. Purpose', 12, bold, 2);
  paragraph(
    `The purpose of the Company is: ${input.businessPurpose}, and any lawful business activity.`,
  );
  paragraph('3. Members and Percentage Interests', 12, bold, 2);
  paragraph(
    'Each Member holds the percentage interest set out below in the capital, profits, losses and distributions of the Company, and votes in that proportion.',
  );
  for (const owner of input.owners) {
    paragraph(
      `${owner.name} (${owner.email}), ${owner.address}: ${(owner.hundredths / 100).toFixed(2)}%`,
      11,
      font,
      2,
    );
  }
  y -= 6;
  const total = input.owners.reduce((sum, o) => sum + o.hundredths, 0);
  paragraph(`Total: ${(total / 100).toFixed(2)}%`, 11, bold);
  paragraph('4. Management', 12, bold, 2);
  paragraph(
    'The Company is managed by its Members. Decisions are made by Members holding a majority of the percentage interests, except that admitting a new Member, amending this Agreement or dissolving the Company needs the consent of all Members.',
  );
  paragraph('5. Distributions, Tax and Records', 12, bold, 2);
  paragraph(
    'Distributions are made in proportion to the percentage interests when the Members so decide. The Company keeps its books on a calendar-year basis and gives every Member access to them.',
  );
  paragraph('6. Transfers and Dissolution', 12, bold, 2);
  paragraph(
    'No Member may transfer an interest without the written consent of the other Members. On dissolution the Company pays its debts and distributes what remains in proportion to the percentage interests.',
  );
  paragraph('Signatures', 12, bold, 6);
  for (const owner of input.owners) {
    ensure(48);
    y -= 24;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + 240, y },
      thickness: 0.6,
      color: ink,
    });
    y -= 4;
    paragraph(`${owner.name}, Member`, 10, font, 10);
  }
  return pdf.save();
};
