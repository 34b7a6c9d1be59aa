import { useState } from "react";
import { useCompany } from "~/lib/site-content/company";
import { Icon } from "~/components/icon";

/**
 * A static map preview that costs nothing; the interactive map from Google loads only
 * when the visitor asks for it.
 */
export function MapEmbed() {
  const [live, setLive] = useState(false);
  const company = useCompany();
  const fullAddress = company.fullAddress;
  if (live) {
    return (
      <div className="map-frame">
        <iframe title={`Map showing ${fullAddress}`} src={company.mapEmbedUrl} loading="lazy" referrerPolicy="no-referrer" />
      </div>
    );
  }
  return (
    <div className="map-frame map-preview">
      <img src="/images/map-indore.svg" alt={`Stylised map of our office: ${fullAddress}`} width={800} height={400} />
      <div className="map-actions">
        <button type="button" className="btn btn--primary btn--sm js-only" onClick={() => setLive(true)}>
          <Icon name="map-pin" size={16} /> Load Interactive Map
        </button>
        <a href={company.mapUrl} target="_blank" rel="noopener noreferrer" className="btn btn--ghost btn--sm map-open">
          Open in Google Maps
        </a>
      </div>
    </div>
  );
}
