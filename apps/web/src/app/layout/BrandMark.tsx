export function BrandMark() {
  return (
    <span className="brand">
      <img src="/art/1f964.webp" alt="" width={36} height={36} className="brand__icon" />
      <span className="brand__name">
        Gym<span className="brand__accent">Fuel</span>
      </span>
    </span>
  );
}
