import { useState } from 'react';

// The one external embed the shop allows (docs/architecture.md#works-offline): an OpenStreetMap
// view of our kitchen.
const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=77.6101%2C12.9279%2C77.6365%2C12.9431&layer=mapnik&marker=12.9355%2C77.6233';
const MAP_PAGE_URL =
  'https://www.openstreetmap.org/?mlat=12.9355&mlon=77.6233#map=16/12.9355/77.6233';

/**
 * The map loads only when asked for: the page stays whole offline (no broken frame), and no
 * third-party request is made for visitors who never look at the map.
 */
export function ContactMap() {
  const [showMap, setShowMap] = useState(false);
  return (
    <section className="contact__map" aria-labelledby="contact-map-title">
      <h2 id="contact-map-title" className="visually-hidden">
        Find us
      </h2>
      {showMap ? (
        <iframe
          title="Map of the GymFuel kitchen in Koramangala, Bengaluru"
          src={MAP_EMBED_URL}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className="contact__map-placeholder">
          <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
            <path
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
              fill="currentColor"
            />
          </svg>
          <p>80 Feet Road, Koramangala, Bengaluru</p>
          <div className="contact__map-actions">
            <button type="button" className="btn btn-primary" onClick={() => setShowMap(true)}>
              Show map
            </button>
            <a className="btn btn-outline" href={MAP_PAGE_URL} target="_blank" rel="noreferrer">
              Open in OpenStreetMap
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
