export declare const FIRST_LOAD_BUDGET_BYTES: number;
export declare function firstLoadScripts(
  distDir: string,
): { file: string; bytes: number; gzipBytes: number }[];
