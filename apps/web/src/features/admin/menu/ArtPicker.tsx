import { PRODUCT_ART, productArtUrl, type ProductArt } from '@gymfuel/contracts';
import { FieldError, invalidFieldProps } from '../../../shared/ui/FieldError';
import { emojiOf } from './product-form-values';

interface ArtPickerProps {
  /** The first choice's id, which takes the focus when the picture is missing. */
  id: string;
  label: string;
  value: ProductArt | '';
  onChange: (art: ProductArt) => void;
  problem?: string;
}

/**
 * The product's picture, chosen from the art the shop ships (PRODUCT_ART): a grid of radio
 * buttons, each showing its picture, so the API never receives an image it cannot serve.
 */
export function ArtPicker({ id, label, value, onChange, problem }: ArtPickerProps) {
  return (
    <fieldset className="menu-form__group" {...invalidFieldProps(id, problem)}>
      <legend>{label}</legend>
      <div className="art-picker">
        {PRODUCT_ART.map((art, index) => (
          <label key={art} className="art-picker__choice">
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name="art"
              value={art}
              checked={value === art}
              onChange={() => onChange(art)}
            />
            <img src={productArtUrl(art)} alt={emojiOf(art)} width={48} height={48} />
          </label>
        ))}
      </div>
      <FieldError fieldId={id} problem={problem} />
    </fieldset>
  );
}
