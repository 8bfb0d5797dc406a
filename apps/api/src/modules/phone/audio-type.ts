/** A voicemail recording's types (decision 0157), decided by its first bytes, never its name. */
export type TAudioType = { type: 'audio/mpeg' | 'audio/wav'; extension: 'mp3' | 'wav' };

export const AUDIO_TYPE_MESSAGE = 'Only MP3 and WAV recordings can be uploaded';
/** How many leading bytes decide it ('RIFF' size 'WAVE' is 12). */
export const AUDIO_SNIFF_BYTES = 12;

const ascii = (head: Uint8Array, at: number, text: string): boolean =>
  [...text].every((ch, i) => head[at + i] === ch.charCodeAt(0));

/**
 * MP3: an ID3 tag ('ID3') or an MPEG audio frame sync (0xFF then 0xE0…0xFF, i.e. 11 set
 * bits); WAV: 'RIFF', four bytes of size, 'WAVE'. Anything else: null.
 */
export const detectAudioType = (head: Uint8Array): TAudioType | null => {
  if (ascii(head, 0, 'ID3')) return { type: 'audio/mpeg', extension: 'mp3' };
  if (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xe0) === 0xe0) {
    return { type: 'audio/mpeg', extension: 'mp3' };
  }
  if (head.length >= 12 && ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) {
    return { type: 'audio/wav', extension: 'wav' };
  }
  return null;
};
