/** The share packs tab of LLC Management (issue 20): the shares helper builds it. */
export const SharePacks = () => null;
