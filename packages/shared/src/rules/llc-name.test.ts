import { describe, expect, it } from 'vitest';
import {
  checkLlcName,
  LLC_DESIGNATION_MESSAGE,
  OTHER_ENTITY_MESSAGE,
  RESTRICTED_WORDS,
} from './llc-name';

describe('LLC name rules (SPEC.md 5)', () => {
  it('has the spec texts word for word', () => {
    expect(LLC_DESIGNATION_MESSAGE).toBe(
      'Please remove "LLC" or similar terms from your name. We automatically add "LLC" to your company name.',
    );
    expect(OTHER_ENTITY_MESSAGE).toBe(
      'This designation indicates a different business entity type and cannot be used in an LLC name.',
    );
  });

  it.each([
    'Acme LLC',
    'Acme llc',
    'Acme L.L.C.',
    'Acme L.L.C',
    'Acme Limited Liability Company',
    'Acme limited liability co',
    'Acme Ltd. Liability Co.',
    'LLC Acme',
  ])('blocks the LLC designation in %j', (name) => {
    const result = checkLlcName(name);
    expect(result.ok).toBe(false);
    expect(result.errors[0]?.message).toBe(LLC_DESIGNATION_MESSAGE);
  });

  it.each([
    ['Acme Corp', 'Corp'],
    ['Acme Corporation', 'Corp'],
    ['Acme Inc.', 'Inc'],
    ['Acme Incorporated', 'Inc'],
    ['Acme PC', 'PC'],
    ['Acme P.C.', 'PC'],
    ['Acme DBA Widgets', 'DBA'],
    ['Acme LP', 'LP'],
    ['Acme GP', 'GP'],
    ['Acme Partnership', 'Partnership'],
    ['Acme Nonprofit Corporation', 'Corp'],
    ['Acme Statutory Trust', 'Statutory Trust'],
  ])('blocks the other-entity designation in %j', (name, label) => {
    const result = checkLlcName(name);
    expect(result.ok).toBe(false);
    expect(result.errors.find((e) => e.message === OTHER_ENTITY_MESSAGE)?.word).toBe(label);
  });

  it.each([
    'Acme Widgets',
    'Incredible Labs',
    'Corpus Studio',
    'Pelican',
    'Gallop Media',
    'Allcott',
  ])('matches designations as whole words only: %j passes', (name) => {
    expect(checkLlcName(name).ok).toBe(true);
    expect(checkLlcName(name).errors).toEqual([]);
  });

  it('warns (but allows) every restricted word, singular, plural and Spanish, with its reason', () => {
    for (const { words, reason } of RESTRICTED_WORDS) {
      for (const word of words) {
        const result = checkLlcName(`Nova ${word.toUpperCase()} Group`);
        expect(result.ok).toBe(true);
        expect(result.warnings.map((w) => w.reason)).toContain(reason);
      }
    }
    const bank = checkLlcName('Acme Bank');
    expect(bank.ok).toBe(true);
    expect(bank.warnings[0]?.message).toBe(
      '"bank" is a restricted word (banking division approval). The state may still approve it.',
    );
    expect(checkLlcName('Globank Digital').warnings[0]?.word).toBe('bank'); // substring
    expect(checkLlcName('Clínica Sol').warnings[0]?.reason).toBe('healthcare licensing');
    expect(checkLlcName('Acme Labs').warnings).toEqual([]);
  });

  it('covers every row of the spec table', () => {
    const reasons = RESTRICTED_WORDS.map((r) => r.reason);
    expect(reasons).toEqual([
      'banking division approval',
      'insurance licensing',
      'education department approval',
      'education review',
      'professional licensing',
      'legal licensing',
      'licensing in some states',
      'healthcare licensing',
      'imply government affiliation',
      'prohibited agency acronyms',
    ]);
    const all = RESTRICTED_WORDS.flatMap((r) => r.words);
    for (const w of [
      'bank',
      'trust',
      'insurance',
      'university',
      'college',
      'school',
      'academy',
      'institute',
      'institution',
      'doctor',
      'attorney',
      'engineer',
      'clinic',
      'federal',
      'state',
      'government',
      'municipal',
      'treasury',
      'department',
      'bureau',
      'commission',
      'fbi',
      'cia',
      'irs',
    ]) {
      expect(all).toContain(w);
    }
    for (const w of [
      'banco',
      'banca',
      'fideicomiso',
      'seguros',
      'universidad',
      'colegio',
      'escuela',
      'academia',
      'instituto',
      'institución',
      'doctora',
      'abogado',
      'ingeniero',
      'clínica',
      'estatal',
      'gobierno',
      'tesorería',
      'departamento',
      'oficina',
      'comisión',
    ]) {
      expect(all).toContain(w);
    }
  });
});
