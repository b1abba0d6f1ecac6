import { productArtUrl } from '@gymfuel/contracts';
export function BrandMark() {
  return (
    <span className="brand">
      <img src={productArtUrl('1f964')} alt="" width={36} height={36} className="brand__icon" />
      <span className="brand__name">
        Gym<span className="brand__accent">Fuel</span>
      </span>
    </span>
  );
}
