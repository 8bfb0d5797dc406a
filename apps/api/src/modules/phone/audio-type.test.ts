import { describe, expect, it } from 'vitest';
import { detectAudioType } from './audio-type';

describe('a recording is MP3 or WAV by its first bytes', () => {
  it.each([
    ['an ID3 tag', Buffer.from('ID3\x04\x00'), 'audio/mpeg'],
    ['an MPEG frame sync 0xFFFB', Buffer.from([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['an MPEG frame sync 0xFFE3', Buffer.from([0xff, 0xe3]), 'audio/mpeg'],
    [
      'RIFF…WAVE',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]),
      'audio/wav',
    ],
    [
      'RIFF…AVI (a video)',
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI ')]),
      null,
    ],
    ['RIFF cut short', Buffer.from('RIFF\x00\x00\x00\x00WA'), null],
    ['a JPEG (0xFFD8)', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), null],
    ['a PDF', Buffer.from('%PDF-1.7'), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s', (_name, head, type) => {
    expect(detectAudioType(head)?.type ?? null).toBe(type);
  });
});
