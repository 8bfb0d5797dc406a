import { describe, expect, it } from 'vitest';
import { attachmentHeader, downloadName } from './download-name';

describe('the name of a downloaded file', () => {
  it.each([
    [['Nube Clara LLC', 'Articles of Organization'], 'Nube-Clara-LLC-Articles-of-Organization.pdf'],
    [['Nube Clara', 'LLC', 'Receipt', 'CL-000001'], 'Nube-Clara-LLC-Receipt-CL-000001.pdf'],
    [['Café Ñandú LLC', 'EIN letter'], 'Café-Ñandú-LLC-EIN-letter.pdf'],
    [['東京 Holdings LLC', 'Articles'], '東京-Holdings-LLC-Articles.pdf'],
    [['A/B "quoted" <co>', 'Invoice'], 'A-B-quoted-co-Invoice.pdf'],
    [[null, '  ', 'Receipt'], 'Receipt.pdf'],
    [['***'], 'document.pdf'],
  ])('%j → %s', (parts, name) => {
    expect(downloadName(parts)).toBe(name);
  });

  it('is never longer than 120 characters before .pdf', () => {
    expect(downloadName(['x'.repeat(300)]).length).toBe(124);
  });

  it.each([
    [
      'Nube-Clara-LLC-Articles-of-Organization.pdf',
      'attachment; filename="Nube-Clara-LLC-Articles-of-Organization.pdf"',
    ],
    [
      'Café-Ñandú-LLC-EIN-letter.pdf',
      `attachment; filename="Cafe-Nandu-LLC-EIN-letter.pdf"; filename*=UTF-8''Caf%C3%A9-%C3%91and%C3%BA-LLC-EIN-letter.pdf`,
    ],
    [
      '東京-Holdings-LLC-Articles.pdf',
      `attachment; filename="Holdings-LLC-Articles.pdf"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC-Holdings-LLC-Articles.pdf`,
    ],
    ['東京.pdf', `attachment; filename="document.pdf"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.pdf`],
  ])('%s is sent as %s (RFC 6266)', (name, header) => {
    expect(attachmentHeader(name)).toBe(header);
  });
});
