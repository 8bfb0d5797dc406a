import { countryByCode } from '@charterline/shared/countries';

/** The region of the browser's first language that names a country ("fr-FR" → FR), if any. */
export const browserRegion = (): string | null => {
  for (const tag of navigator.languages ?? [navigator.language]) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && countryByCode(region)) return region;
    } catch {
      /* not a language tag */
    }
  }
  return null;
};
