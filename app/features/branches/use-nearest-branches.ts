import { useCallback, useState } from "react";
import type { Coordinates } from "#domain/content/branch-state.ts";

export type NearestStatus = "idle" | "locating" | "located" | "denied" | "unavailable";

/** "Nearest to me": the visitor's position from the browser, asked for only when they press the button. */
export function useNearestBranches(): { status: NearestStatus; origin: Coordinates | undefined; locate: () => void; clear: () => void } {
  const [status, setStatus] = useState<NearestStatus>("idle");
  const [origin, setOrigin] = useState<Coordinates | undefined>(undefined);

  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setStatus("unavailable");
      return;
    }
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setOrigin({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setStatus("located");
      },
      (error) => {
        setOrigin(undefined);
        setStatus(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable");
      },
      // A rough position is enough to sort branches, and it is quicker and kinder to the battery.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);

  const clear = useCallback(() => {
    setOrigin(undefined);
    setStatus("idle");
  }, []);

  return { status, origin, locate, clear };
}
