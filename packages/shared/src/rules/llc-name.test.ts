import { describe, expect, it } from 'vitest';
import {
  accentWarning,
  checkLlcName,
  filedNameAccentHint,
  LLC_DESIGNATION_MESSAGE,
  nameWithoutAccents,
  OTHER_ENTITY_MESSAGE,
  RESTRICTED_WORDS,
} from './llc-name';

describe('LLC name rules (docs/product.md § Validation)', () => {
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

  it.each([
    'First Bank Holdings', // f-irs-t
    'Special Projects', // spe-cia-l
    'Social Circle',
    'Fbird Labs',
    'Thirsty Fox', // th-irs-ty
    'Delicia Foods', // delic-ia… and de-lic-ia
    'Tirso Studio',
    'Cianna Design',
    'Fbix Labs',
    'Irs2go',
    'Irsa Trading',
  ])('matches the agency acronyms as whole words only: %j does not warn for them', (name) => {
    const agency = checkLlcName(name).warnings.filter(
      (w) => w.reason === 'prohibited agency acronyms',
    );
    expect(agency).toEqual([]);
  });

  it.each([
    ['IRS Help Desk', 'irs'],
    ['Acme FBI', 'fbi'],
    ['cia group', 'cia'],
    ['F.B.I. Consulting', 'fbi'],
    ['The F. B. I. Store', 'fbi'],
    ['I.R.S Ready', 'irs'],
    ['IRS-Ready Books', 'irs'],
    ['Nova (CIA) Tours', 'cia'],
    ['Ｉ Ｒ Ｓ', undefined], // spaced letters are three words, not the acronym
    ['ＩＲＳ Partners', 'irs'], // full width, read through the normal form
    ['ІRЅ Partners', 'irs'], // Cyrillic І and Ѕ look-alikes
    ['Café IRS', 'irs'],
    ['株式会社IRS', 'irs'], // scripts written without spaces end a Latin word
  ])('warns for the agency acronym written as a word: %j', (name, word) => {
    const agency = checkLlcName(name).warnings.find(
      (w) => w.reason === 'prohibited agency acronyms',
    );
    expect(agency?.word).toBe(word);
  });

  it('keeps substring matching for every other restricted word (product.md § Validation)', () => {
    expect(checkLlcName('First Bank Holdings').warnings.map((w) => w.word)).toEqual(['bank']);
    expect(checkLlcName('Special Projects').warnings).toEqual([]);
    expect(checkLlcName('Trustworthy Labs').warnings[0]?.word).toBe('trust');
    expect(checkLlcName('Megastate Media').warnings[0]?.word).toBe('state');
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

  // Issue 36 (minor): "Lumière" was accepted without a word that state systems may file it
  // without its accents. A warning, never an error: the name stays as typed.
  it.each([
    ['Lumière', 'Lumiere'],
    ['Café Señor Ångström', 'Cafe Senor Angstrom'],
    ['Straße Øresund Æther Œuvre Łódź', 'Strasse Oresund AEther OEuvre Lodz'],
    ['Ｃａｆé  Labs', 'Cafe Labs'], // read in its stored form first
    ['L’Écume', 'L’Ecume'], // punctuation is not a letter: kept as typed
  ])('warns that %j may be filed as %j', (name, filed) => {
    expect(nameWithoutAccents(name)).toBe(filed);
    const check = checkLlcName(name);
    expect(check.ok).toBe(true);
    expect(check.errors).toEqual([]);
    expect(check.warnings).toContainEqual({
      kind: 'warning',
      reason: 'letters with accents',
      message: `State systems may file it as “${filed}”: letters with accents are often written without them.`,
    });
    expect(accentWarning(name)).toBe(check.warnings.at(-1)?.message);
    // An LLC brought in: its name is on the state's records already.
    expect(filedNameAccentHint(name)).toBe(
      `State systems often write letters without accents: if your Articles say “${filed}”, enter it that way.`,
    );
  });

  it.each([
    'Acme Labs',
    'L’Atelier & Co-op', // typographic punctuation only
    'Nube Clara 株式会社', // another script: no Latin spelling to offer
    'Привет',
    '',
  ])('says nothing about accents for %j', (name) => {
    expect(nameWithoutAccents(name)).toBeNull();
    expect(accentWarning(name)).toBeNull();
    expect(filedNameAccentHint(name)).toBeNull();
    expect(checkLlcName(name).warnings.filter((w) => w.reason === 'letters with accents')).toEqual(
      [],
    );
  });

  it('keeps the restricted-word warnings first', () => {
    const check = checkLlcName('Clínica Lumière');
    expect(check.warnings.map((w) => w.reason)).toEqual([
      'healthcare licensing',
      'letters with accents',
    ]);
  });
});
