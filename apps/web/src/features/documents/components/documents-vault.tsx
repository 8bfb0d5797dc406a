/** The documents vault tab of LLC Management (issue 20): the vault helper builds it. */
export const DocumentsVault = () => null;
