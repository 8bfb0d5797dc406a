import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { formatDate } from '@charterline/shared/format';
import { createPdfTextWriter } from '../../lib/pdf-fonts/pdf-text-writer';
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
 * signature block per member. Pages are added as the text needs them; every line, the
 * centred title included, is wrapped to the margins, in Noto fonts for any script.
 */
export const renderOperatingAgreementPdf = async (
  input: TOperatingAgreementInput,
): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  const companyName = printable(input.companyName);
  pdf.setTitle(`Operating Agreement of ${companyName}`);
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

  await centred('OPERATING AGREEMENT', 18, true);
  await centred(`of ${companyName}`, 14, true);
  await centred(`a ${input.stateName} limited liability company`, 11, false);
  y -= 14;
  await paragraph(
    `This Operating Agreement is made effective ${formatDate(input.effectiveDate)} by the members listed below (the "Members") of ${companyName} (the "Company").`,
  );
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
  await paragraph(
    'The Company is managed by its Members. Decisions are made by Members holding a majority of the percentage interests, except that admitting a new Member, amending this Agreement or dissolving the Company needs the consent of all Members.',
  );
  await heading('5. Distributions, Tax and Records');
  await paragraph(
    'Distributions are made in proportion to the percentage interests when the Members so decide. The Company keeps its books on a calendar-year basis and gives every Member access to them.',
  );
  await heading('6. Transfers and Dissolution');
  await paragraph(
    'No Member may transfer an interest without the written consent of the other Members. On dissolution the Company pays its debts and distributes what remains in proportion to the percentage interests.',
  );
  await paragraph('Signatures', 12, true, 6);
  for (const owner of owners) {
    ensure(48);
    y -= 24;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + 240, y },
      thickness: 0.6,
      color: ink,
    });
    y -= 4;
    await paragraph(`${owner.name}, Member`, 10, false, 10);
  }
  return pdf.save();
};
