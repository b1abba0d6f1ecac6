export interface RupeeFace {
  family: 'inter' | 'poppins';
  weight: number;
}
export declare const RUPEE_FACES: readonly RupeeFace[];
export declare const RUPEE_FONTS_DIR: string;
export declare function rupeeFontFile(face: RupeeFace): string;
export declare function rupeeSubset(face: RupeeFace): Promise<Buffer>;
