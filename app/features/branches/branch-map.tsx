import { useEffect, useRef, useState } from "react";
import type { Branch } from "#domain/schemas/branch.ts";
import type { BranchMapHandle } from "./branch-map.client.ts";
import { branchesMessages } from "./branches-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

type Phase = "waiting" | "loading" | "ready" | "failed";

interface BranchMapProps {
  branches: readonly Branch[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  tileUrl: string;
}

/** Whether the visitor asked their browser to save data (Chrome on Android's Lite mode). */
function prefersSavingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * The map beside the list: an enhancement. Leaflet and its stylesheet load only when the map
 * comes into view (or on request when the visitor saves data); without it, or without tiles,
 * the list above still has every branch.
 */
export function BranchMap({ branches, selectedId, onSelect, tileUrl }: BranchMapProps) {
  const branchesText = useScreenMessages(branchesMessages);
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<BranchMapHandle | undefined>(undefined);
  const onSelectRef = useRef(onSelect);
  const [phase, setPhase] = useState<Phase>("waiting");
  const [isAskingFirst, setIsAskingFirst] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  // Start loading when the map scrolls into view, unless the visitor saves data.
  useEffect(() => {
    const container = containerRef.current;
    if (!container || phase !== "waiting") return;
    if (prefersSavingData()) {
      setIsAskingFirst(true);
      return;
    }
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
          labels: { zoomIn: branchesText.zoomIn, zoomOut: branchesText.zoomOut },
          onSelect: (id) => onSelectRef.current(id),
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
  }, [phase, tileUrl, branchesText.zoomIn, branchesText.zoomOut]);

  useEffect(() => () => handleRef.current?.destroy(), []);

  useEffect(() => {
    if (phase === "ready") handleRef.current?.update(branches, selectedId);
  }, [phase, branches, selectedId]);

  return (
    <div className="branch-map" role="region" aria-label={branchesText.mapLabel}>
      <div ref={containerRef} className="branch-map__canvas" data-phase={phase} />
      {phase === "loading" ? <p className="branch-map__placeholder">{branchesText.mapLoading}</p> : null}
      {isAskingFirst && phase === "waiting" ? (
        <p className="branch-map__placeholder">
          <button type="button" className="button" onClick={() => setPhase("loading")}>
            {branchesText.showMap}
          </button>
        </p>
      ) : null}
      {tilesFailed || phase === "failed" ? <p className="branch-map__note">{branchesText.mapUnavailable}</p> : null}
    </div>
  );
}
