import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import { getBranchCoordinates } from "#domain/branch-state.ts";
import type { Branch } from "#domain/schemas/branch.ts";

export interface BranchMapOptions {
  /** Tile URL template ({z}, {x}, {y}): TILE_URL. */
  tileUrl: string;
  labels: { zoomIn: string; zoomOut: string };
  onSelect: (id: string) => void;
  /** Tiles could not load (no network, or the tile server refused): the list still has every branch. */
  onTileError: () => void;
}

export interface BranchMapHandle {
  update(branches: readonly Branch[], selectedId: string | undefined): void;
  destroy(): void;
}

const MARKER = { radius: 7, weight: 2, color: "#ffffff", fillColor: "#0b3b7a", fillOpacity: 0.9 } as const;
const SELECTED_MARKER = { radius: 11, weight: 3, color: "#072a58", fillColor: "#f29100", fillOpacity: 1 } as const;
/** Malawi, for the first view before the markers are placed. */
const MALAWI_CENTRE: L.LatLngTuple = [-13.25, 34.3];

/**
 * The locator's Leaflet map: one vector marker per branch (no marker images to download), the
 * current branch highlighted. Loaded only in the browser, when the map comes into view.
 */
export function createBranchMap(container: HTMLElement, options: BranchMapOptions): BranchMapHandle {
  const map = L.map(container, { zoomControl: false, attributionControl: true, center: MALAWI_CENTRE, zoom: 6, scrollWheelZoom: false });
  map.attributionControl.setPrefix(false);
  L.control.zoom({ zoomInTitle: options.labels.zoomIn, zoomOutTitle: options.labels.zoomOut }).addTo(map);
  let reportedTileError = false;
  L.tileLayer(options.tileUrl, {
    maxZoom: 18,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  })
    .on("tileerror", () => {
      if (reportedTileError) return;
      reportedTileError = true;
      options.onTileError();
    })
    .addTo(map);

  const layer = L.featureGroup().addTo(map);
  const markers = new Map<string, L.CircleMarker>();
  let shownIds = "";
  let currentSelected: string | undefined;

  return {
    update(branches, selectedId) {
      const ids = branches.map((branch) => branch.id).join(",");
      if (ids !== shownIds) {
        shownIds = ids;
        layer.clearLayers();
        markers.clear();
        for (const branch of branches) {
          const { latitude, longitude } = getBranchCoordinates(branch);
          const marker = L.circleMarker([latitude, longitude], MARKER)
            .bindTooltip(branch.name)
            .on("click", () => options.onSelect(branch.id));
          marker.addTo(layer);
          markers.set(branch.id, marker);
        }
        if (branches.length > 0) map.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: 13 });
        currentSelected = undefined;
      }
      if (selectedId !== currentSelected) {
        if (currentSelected) markers.get(currentSelected)?.setStyle(MARKER).setRadius(MARKER.radius);
        currentSelected = selectedId;
        const marker = selectedId ? markers.get(selectedId) : undefined;
        if (marker) {
          marker.setStyle(SELECTED_MARKER).setRadius(SELECTED_MARKER.radius).bringToFront();
          if (!map.getBounds().contains(marker.getLatLng())) map.panTo(marker.getLatLng());
        }
      }
    },
    destroy() {
      map.remove();
    },
  };
}
