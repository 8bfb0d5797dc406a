/** One code of the catalogue: the HTTP status the API answers with and the text a customer reads. */
export type TErrorEntry = { status: number; message: string };
