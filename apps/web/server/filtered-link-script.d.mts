export const FILTERED_LINK_SCRIPT: string;
export const FILTERED_LINK_SCRIPT_HASH: string;
export const LIST_WAIT_MS: number;
