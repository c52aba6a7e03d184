import { useEffect, useMemo, useRef, useState } from "react";
import { getBranchCoordinates } from "#domain/content/branch-state.ts";
import type { Branch } from "#domain/content/schemas/branch.ts";
import type { BranchMapHandle, MapPoint } from "./branch-map.client.ts";
import { branchesMessages } from "./branches-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./branch-map.css";

type Phase = "waiting" | "loading" | "ready" | "failed";

export type { MapPoint };

/** The map's texts, in the page's language. */
export interface PlaceMapLabels {
  /** The map region's accessible name. */
  mapLabel: string;
  mapLoading: string;
  showMap: string;
  mapUnavailable: string;
  zoomIn: string;
  zoomOut: string;
}

/**
 * A list's "Show on the map" for one place: the map loads if it has not yet, comes into view, and
 * the keyboard goes to the place's marker. A new object for each press.
 */
export interface ShowOnMapRequest {
  id: string;
}

interface BranchMapProps {
  branches: readonly Branch[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  tileUrl: string;
  showRequest?: ShowOnMapRequest | undefined;
}

interface PlaceMapProps {
  points: readonly MapPoint[];
  labels: PlaceMapLabels;
  tileUrl: string;
  selectedId?: string | undefined;
  onSelect?: (id: string) => void;
  showRequest?: ShowOnMapRequest | undefined;
}

/** Whether the visitor asked their browser to save data (Chrome on Android's Lite mode). */
function prefersSavingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Phones: the map (Leaflet and its tiles, most of a first view's data) waits for a tap, the list
 * first (docs/decisions/025-first-load-budget.md). The same width as `.branch-map`'s phone rule.
 */
const PHONE_QUERY = "(max-width: 40rem)";

/** The branch locator's map: a marker per branch shown, the current one highlighted. */
export function BranchMap({ branches, selectedId, onSelect, tileUrl, showRequest }: BranchMapProps) {
  const branchesText = useScreenMessages(branchesMessages);
  const points = useMemo(
    () =>
      branches.map((branch): MapPoint => {
        const { latitude, longitude } = getBranchCoordinates(branch);
        return { id: branch.id, name: branch.name, latitude, longitude };
      }),
    [branches],
  );
  return (
    <PlaceMap
      points={points}
      labels={branchesText}
      tileUrl={tileUrl}
      selectedId={selectedId}
      onSelect={onSelect}
      showRequest={showRequest}
    />
  );
}

/**
 * A map beside or above a list of places: an enhancement. Leaflet and its stylesheet load only
 * when the map comes into view on a wide screen, and on request on a phone or when the visitor
 * saves data; without it, or without tiles, the list still has every place.
 */
export function PlaceMap({ points, labels, tileUrl, selectedId, onSelect, showRequest }: PlaceMapProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<BranchMapHandle | undefined>(undefined);
  const onSelectRef = useRef(onSelect);
  const [phase, setPhase] = useState<Phase>("waiting");
  const [isAskingFirst, setIsAskingFirst] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  // Start loading when the map scrolls into view, unless the visitor saves data or is on a phone
  // (where the "Show the map" button is shown by the style sheet from the first paint).
  useEffect(() => {
    const container = containerRef.current;
    if (!container || phase !== "waiting") return;
    if (prefersSavingData()) {
      setIsAskingFirst(true);
      return;
    }
    if (window.matchMedia(PHONE_QUERY).matches) return;
    if (!("IntersectionObserver" in window)) {
      setPhase("loading");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setPhase("loading");
      },
      { rootMargin: "200px" },
    );
    observer.observe(container);
    return () => observer.disconnect();
  }, [phase]);

  useEffect(() => {
    if (phase !== "loading") return;
    let cancelled = false;
    import("./branch-map.client.ts")
      .then(({ createBranchMap }) => {
        if (cancelled || !containerRef.current) return;
        handleRef.current = createBranchMap(containerRef.current, {
          tileUrl,
          labels: { zoomIn: labels.zoomIn, zoomOut: labels.zoomOut },
          onSelect: (id) => onSelectRef.current?.(id),
          onTileError: () => setTilesFailed(true),
        });
        setPhase("ready");
      })
      .catch(() => {
        if (!cancelled) setPhase("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [phase, tileUrl, labels.zoomIn, labels.zoomOut]);

  useEffect(() => () => handleRef.current?.destroy(), []);

  useEffect(() => {
    if (phase === "ready") handleRef.current?.update(points, selectedId);
  }, [phase, points, selectedId]);

  // "Show on the map": load the map if it waits, bring it into view, then the keyboard to the marker.
  useEffect(() => {
    if (!showRequest) return;
    if (phase === "waiting") {
      setPhase("loading");
      return;
    }
    if (phase !== "ready") return;
    regionRef.current?.scrollIntoView({ block: "nearest" });
    const frame = requestAnimationFrame(() =>
      regionRef.current?.querySelector<SVGElement>(`[data-place-id="${CSS.escape(showRequest.id)}"]`)?.focus({ preventScroll: true }),
    );
    return () => cancelAnimationFrame(frame);
  }, [showRequest, phase]);

  return (
    <div ref={regionRef} className="branch-map" role="region" aria-label={labels.mapLabel}>
      <div ref={containerRef} className="branch-map__canvas" data-phase={phase} />
      {phase === "loading" ? <p className="branch-map__placeholder">{labels.mapLoading}</p> : null}
      {phase === "waiting" ? (
        // Rendered with the page, shown by the style sheet on phones and when the visitor saves data.
        <p className="branch-map__placeholder branch-map__ask" data-shown={isAskingFirst || undefined}>
          <button type="button" className="button" onClick={() => setPhase("loading")}>
            {labels.showMap}
          </button>
        </p>
      ) : null}
      {tilesFailed || phase === "failed" ? <p className="branch-map__note">{labels.mapUnavailable}</p> : null}
    </div>
  );
}
