export declare const WEB_TESTS: string;
/** The web test files that mock modules, relative to apps/web. */
export declare const mockingTestFiles: () => string[];
