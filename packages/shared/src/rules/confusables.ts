/**
 * Letters of other scripts that look like the Latin letters of a designation ("LLС" with a
 * Cyrillic С, "ΙΝC" with Greek capitals): mapped to Latin before the name rules look for
 * designations and restricted words. From Unicode's confusables list (UTS #39), the letters
 * only: Cyrillic, Greek, Armenian, Cherokee, Lisu and the Latin small capitals. (Letters that
 * NFKC already turns into something else, such as the lunate sigma Ϲ → Σ, are not here: the
 * rules read the name after NFKC.)
 */
const PAIRS: [string, string][] = [
  ['АВСЕНІЈКМОРЅТХУԜԌԚ', 'ABCEHIJKMOPSTXYWGQ'],
  ['аьсԁеһіјӏорԛѕԝхуѵ', 'abcdehijlopqswxyv'],
  ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧϺ', 'ABEZHIKMNOPTYXM'],
  ['αοριυνϳ', 'aopiuvj'],
  ['ՏՕԼՍօսհոզց', 'SOLUouhnqg'],
  ['ᏞᏟᎪᏴᎠᎬᎻᏆᏦᎷᏃᏢᏚᎢ', 'LCABDEHIKMZPST'],
  ['ꓡꓚꓮꓐꓓꓰꓖꓧꓲꓗꓠꓟꓳꓑꓣꓢꓔꓴꓦꓪꓫꓬꓜ', 'LCABDEGHIKNMOPRSTUVWXYZ'],
  ['ʟᴄᴀʙᴅᴇɢʜɪᴊᴋᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢı', 'lcabdeghijkmnoprstuvwyzi'],
];

const MAP = new Map<string, string>(
  PAIRS.flatMap(([from, to]) => Array.from(from, (ch, i) => [ch, to[i] ?? ch] as [string, string])),
);

/** The text with each look-alike letter replaced by the Latin letter it imitates. */
export const toLatinLookalikes = (text: string): string =>
  Array.from(text, (ch) => MAP.get(ch) ?? ch).join('');

export const LOOKALIKE_LETTERS = [...MAP.keys()];
