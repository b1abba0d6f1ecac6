import { AVATARS, type UserPhoto } from '@gymfuel/contracts';
import { artUrl, AVATAR_ART } from '../../shared/ui/avatar-art';

/** What each of the 4 avatar images shows (see AVATAR_ART), for its label. */
const AVATAR_NAMES = {
  'avatar-1': 'Lifter',
  'avatar-2': 'Runner',
  'avatar-3': 'Yogi',
  'avatar-4': 'Cyclist',
} as const;

interface AvatarPickerProps {
  value: UserPhoto;
  onChange: (photo: UserPhoto) => void;
}

/**
 * docs/product.md#profile: pick one of 4 avatar images. Native radios, so arrow keys move the
 * choice.
 */
export function AvatarPicker({ value, onChange }: AvatarPickerProps) {
  return (
    <fieldset className="avatar-picker">
      <legend className="avatar-picker__legend">Choose your avatar</legend>
      <div className="avatar-picker__options">
        {AVATARS.map((avatar) => (
          <label key={avatar} className="avatar-picker__option">
            <input
              type="radio"
              name="userPhoto"
              value={avatar}
              checked={value === avatar}
              onChange={() => onChange(avatar)}
              className="visually-hidden"
            />
            <img src={artUrl(AVATAR_ART[avatar])} alt="" width={64} height={64} />
            <span className="avatar-picker__name">{AVATAR_NAMES[avatar]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
