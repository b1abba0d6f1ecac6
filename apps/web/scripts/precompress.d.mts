export declare function precompress(dir: string): number;
