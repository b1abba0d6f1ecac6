import type { Avatar } from '@gymfuel/contracts';

/**
 * The image behind each of the 4 avatar ids the API stores as `userPhoto`, plus the
 * placeholder for "no photo". Code points of @lobehub/fluent-emoji-3d, shipped by the
 * product-art Vite plugin next to the product art.
 */
export const AVATAR_ART: Record<Avatar, string> = {
  'avatar-1': '1f3cb-1f3fd-200d-2642-fe0f',
  'avatar-2': '1f3c3-1f3fb-200d-2640-fe0f',
  'avatar-3': '1f9d8-1f3fd-200d-2640-fe0f',
  'avatar-4': '1f6b4-1f3ff',
};

export const PLACEHOLDER_AVATAR_ART = '1f464';

export const WEB_ONLY_ART = [...Object.values(AVATAR_ART), PLACEHOLDER_AVATAR_ART];

export const artUrl = (code: string): string => `/art/${code}.webp`;
