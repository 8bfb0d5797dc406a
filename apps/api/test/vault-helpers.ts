import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The first bytes of each allowed type, padded to `size` (a real enough file for the vault). */
export const PDF = (size = 64): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);
export const PNG = (size = 64): Buffer =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(Math.max(0, size - 8), 1),
  ]);

export const sha256 = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

type THeaders = Record<string, string>;
export type TUploadFile = { name: string; bytes: Buffer };

/** A multipart body as a browser sends it: the text fields, then one `file` part per file. */
export const multipartBody = (files: TUploadFile[], fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
};

export const vaultCalls = (app: () => FastifyInstance) => {
  const base = '/api/client/company/v7/documents';
  return {
    upload: (headers: THeaders, files: TUploadFile[], fields: Record<string, string> = {}) =>
      app().inject({ method: 'POST', url: base, headers, payload: multipartBody(files, fields) }),
    list: (headers: THeaders, query = '') => app().inject({ url: `${base}${query}`, headers }),
    versions: (headers: THeaders, id: string) =>
      app().inject({ url: `${base}/${id}/versions`, headers }),
    download: (headers: THeaders, id: string, query = '') =>
      app().inject({ url: `${base}/${id}/download${query}`, headers }),
    patch: (headers: THeaders, id: string, payload: object) =>
      app().inject({ method: 'PATCH', url: `${base}/${id}`, headers, payload }),
    remove: (headers: THeaders, id: string) =>
      app().inject({ method: 'DELETE', url: `${base}/${id}`, headers }),
    restore: (headers: THeaders, id: string) =>
      app().inject({ method: 'POST', url: `${base}/${id}/restore`, headers }),
  };
};
