export declare const REQUIRED_NODE_MAJOR: number;
export declare const nodeVersionProblem: (version?: string, script?: string) => string | undefined;
export declare const requireNode: (script: string) => void;
