// No zod here: the web's first screen reads this, and a schema beside it would bring zod into
// the shop's first load (apps/web, docs/architecture.md#code-splitting).

/** The 4 avatar choices of the profile screen; the web maps each id to its image. */
export const AVATARS = ['avatar-1', 'avatar-2', 'avatar-3', 'avatar-4'] as const;
export type Avatar = (typeof AVATARS)[number];
