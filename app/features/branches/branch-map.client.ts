import * as L from "leaflet";
import "leaflet/dist/leaflet.css";

/** One place on the map: a branch, or a money bureau. */
export interface MapPoint {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** When given, choosing the marker opens a popup with the name and these lines (an address). */
  popupLines?: readonly string[];
}

export interface BranchMapOptions {
  /** Tile URL template ({z}, {x}, {y}): TILE_URL. */
  tileUrl: string;
  labels: { zoomIn: string; zoomOut: string };
  onSelect: (id: string) => void;
  /** Tiles could not load (no network, or the tile server refused): the list still has every branch. */
  onTileError: () => void;
}

export interface BranchMapHandle {
  update(points: readonly MapPoint[], selectedId: string | undefined): void;
  destroy(): void;
}

const MARKER = { radius: 7, weight: 2, color: "#ffffff", fillColor: "#0b3b7a", fillOpacity: 0.9 } as const;
const SELECTED_MARKER = { radius: 11, weight: 3, color: "#072a58", fillColor: "#f29100", fillOpacity: 1 } as const;
/** Malawi, for the first view before the markers are placed. */
const MALAWI_CENTRE: L.LatLngTuple = [-13.25, 34.3];

/**
 * The locator's Leaflet map: one vector marker per place (no marker images to download), the
 * current one highlighted. Loaded only in the browser, when the map comes into view.
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
  let shownPoints = "";
  let currentSelected: string | undefined;

  return {
    update(points, selectedId) {
      const shown = points
        .map(({ id, name, latitude, longitude, popupLines = [] }) => [id, name, latitude, longitude, ...popupLines].join("|"))
        .join("\n");
      if (shown !== shownPoints) {
        shownPoints = shown;
        layer.clearLayers();
        markers.clear();
        for (const point of points) {
          const marker = L.circleMarker([point.latitude, point.longitude], MARKER)
            .bindTooltip(point.name)
            .on("click", () => options.onSelect(point.id));
          if (point.popupLines) marker.bindPopup(popupContent(point.name, point.popupLines));
          marker.addTo(layer);
          // A keyboard reaches each marker too: Tab to it, Enter or Space to choose it.
          const element = marker.getElement() as SVGElement | undefined;
          if (element) {
            element.setAttribute("tabindex", "0");
            element.setAttribute("role", "button");
            element.setAttribute("aria-label", point.name);
            element.dataset.placeId = point.id;
            element.addEventListener("keydown", (event: KeyboardEvent) => {
              if (event.key !== "Enter" && event.key !== " ") return;
              event.preventDefault();
              marker.openPopup();
              options.onSelect(point.id);
            });
          }
          markers.set(point.id, marker);
        }
        if (points.length > 0) map.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: 13 });
        currentSelected = undefined;
      }
      if (selectedId !== currentSelected) {
        if (currentSelected) markers.get(currentSelected)?.setStyle(MARKER).setRadius(MARKER.radius);
        currentSelected = selectedId;
        const marker = selectedId ? markers.get(selectedId) : undefined;
        if (marker) {
          marker.setStyle(SELECTED_MARKER).setRadius(SELECTED_MARKER.radius).bringToFront();
          if (!map.getBounds().contains(marker.getLatLng())) map.panTo(marker.getLatLng());
          // Its name (and address, where the map has one) shows beside it.
          if (marker.getPopup()) marker.openPopup();
          else marker.openTooltip();
        }
      }
    },
    destroy() {
      map.remove();
    },
  };
}

/** A popup's content as elements, not HTML: names and addresses come from the content service. */
function popupContent(name: string, lines: readonly string[]): HTMLElement {
  const content = document.createElement("div");
  const heading = document.createElement("strong");
  heading.textContent = name;
  content.append(heading);
  for (const line of lines) {
    const paragraph = document.createElement("p");
    paragraph.textContent = line;
    paragraph.style.margin = "0.25rem 0 0";
    content.append(paragraph);
  }
  return content;
}
