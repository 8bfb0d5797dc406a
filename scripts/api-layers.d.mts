/** The API's folders in layers, lowest first (scripts/api-layers.mjs). */
export declare const API_LAYERS: string[][];
