import { describe, expect, it } from 'vitest';
import { detectFileType, sanitiseFileName } from './file-type';

describe('upload file types and names', () => {
  it('knows a file by its first bytes only', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7'))?.type).toBe('application/pdf');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.type).toBe('image/jpeg');
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
    expect(detectFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });

  it('drops folders, control characters and the sent extension; keeps any script', () => {
    expect(sanitiseFileName('C:\\Users\\me\\scan.JPG', 'image/png')).toBe('scan.png');
    expect(sanitiseFileName('../../etc/passwd %22x%22.pdf', 'application/pdf')).toBe(
      'passwd -x.pdf',
    );
    expect(sanitiseFileName('évi\u202Egnp.exe\u0007.pdf', 'application/pdf')).toBe(
      'évignp.exe.pdf',
    );
    expect(sanitiseFileName('Договор 東京.pdf', 'application/pdf')).toBe('Договор 東京.pdf');
    expect(sanitiseFileName('...', 'image/jpeg')).toBe('document.jpg');
    expect(sanitiseFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(124);
  });
});
