/** RFC 5545 3.1: content lines SHOULD NOT be longer than 75 octets (the CRLF not counted). */
const MAX_OCTETS = 75;

const foldLine = (line: string): string => {
  if (Buffer.byteLength(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  // By code point, so a multi-byte character is never cut in two.
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
};

/**
 * Refolds an iCalendar text by octets: `ics` folds at 75 characters, so a line with
 * accents or dashes ("—", "×") runs past 75 octets, which strict clients may cut badly.
 */
export const foldIcsLines = (ics: string): string =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
