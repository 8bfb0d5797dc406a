export declare const DB_DIFFERS: readonly { glob: string; why: string }[];
/** The api project's files for this run: every suite, or API_TESTS=db-differs's subset. */
export declare const apiTestFiles: (which?: string) => string[];
export declare const TIMED: readonly string[];
export declare const timedTestFiles: (which?: string) => string[];
