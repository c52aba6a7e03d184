import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { Coordinates } from "#domain/content/branch-state.ts";

export interface PinMapOptions {
  tileUrl: string;
  /** Where the pin starts; without one the map shows all of Malawi and the first click drops it. */
  position: Coordinates | undefined;
  /** The pin was dropped or dragged. */
  onMove: (position: Coordinates) => void;
  onTileError: () => void;
}

export interface PinMapHandle {
  /** Moves the pin (typed coordinates) without reporting it back. */
  setPosition(position: Coordinates | undefined): void;
  destroy(): void;
}

const MALAWI_CENTRE: L.LatLngTuple = [-13.25, 34.3];
/** Coordinates with six decimals: about 10 cm, more than a branch needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The console's pin map: a click drops the pin, dragging moves it. The pin is a CSS shape (a
 * div icon), so no marker images are fetched. Loaded only in the console, on demand.
 */
export function createPinMap(container: HTMLElement, options: PinMapOptions): PinMapHandle {
  const map = L.map(container, { center: MALAWI_CENTRE, zoom: 6, scrollWheelZoom: false });
  map.attributionControl.setPrefix(false);
  let reportedTileError = false;
  L.tileLayer(options.tileUrl, { maxZoom: 18, attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' })
    .on("tileerror", () => {
      if (reportedTileError) return;
      reportedTileError = true;
      options.onTileError();
    })
    .addTo(map);

  const icon = L.divIcon({
    className: "staff-pin",
    html: '<span class="staff-pin__head"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
  });
  let marker: L.Marker | undefined;

  const report = (latLng: L.LatLng) => options.onMove({ latitude: round(latLng.lat), longitude: round(latLng.lng) });
  const place = (position: Coordinates) => {
    const latLng = L.latLng(position.latitude, position.longitude);
    if (marker) marker.setLatLng(latLng);
    else {
      marker = L.marker(latLng, { icon, draggable: true, title: "Position pin", alt: "Position pin", keyboard: false }).addTo(map);
      marker.on("dragend", () => report(marker!.getLatLng()));
    }
  };

  if (options.position) {
    place(options.position);
    map.setView([options.position.latitude, options.position.longitude], 14);
  }
  map.on("click", (event: L.LeafletMouseEvent) => {
    place({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    report(event.latlng);
  });

  return {
    setPosition(position) {
      if (!position) {
        marker?.remove();
        marker = undefined;
        return;
      }
      const current = marker?.getLatLng();
      if (current && round(current.lat) === round(position.latitude) && round(current.lng) === round(position.longitude)) return;
      place(position);
      if (!map.getBounds().contains([position.latitude, position.longitude])) map.panTo([position.latitude, position.longitude]);
    },
    destroy() {
      map.remove();
    },
  };
}
