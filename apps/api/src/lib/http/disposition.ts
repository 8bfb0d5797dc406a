import contentDisposition from 'content-disposition';

/** Content-Disposition keeping the file's own extension (a PNG downloads as .png). */
export const dispositionHeader = (name: string, type: 'inline' | 'attachment'): string => {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const ascii =
    name
      .slice(0, dot > 0 ? dot : undefined)
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'document';
  return contentDisposition(name, { type, fallback: `${ascii}${extension}` });
};
