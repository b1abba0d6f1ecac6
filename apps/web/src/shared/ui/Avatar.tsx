import { AVATARS, type Avatar as AvatarId } from '@gymfuel/contracts';
import { AVATAR_ART, PLACEHOLDER_AVATAR_ART, artUrl } from './avatar-art';
import './avatar.css';

interface AvatarProps {
  /** A stored `userPhoto`: one of the 4 avatar ids, or '' for none. */
  photo: string | null | undefined;
  /** Whose picture this is; becomes the alt text. */
  name: string;
  size?: number;
}

const isAvatarId = (photo: string): photo is AvatarId =>
  (AVATARS as readonly string[]).includes(photo);

export function Avatar({ photo, name, size = 48 }: AvatarProps) {
  const code = photo && isAvatarId(photo) ? AVATAR_ART[photo] : PLACEHOLDER_AVATAR_ART;
  return (
    <span className="avatar" style={{ width: size, height: size }}>
      <img src={artUrl(code)} alt={`${name}'s avatar`} width={size} height={size} />
    </span>
  );
}
