/**
 * A country has a label and ISO code, with regions (label and value). Its own file so the
 * generated countries-data.ts and countries.ts, which reads it, do not import each other.
 */
export type TCountry = {
  label: string;
  value: string;
  regions: readonly { label: string; value: string }[];
};
