import { useEffect, useRef, useState } from "react";
import type { Coordinates } from "#domain/content/branch-state.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { SchemaField } from "#app/features/staff/content/schema-form.tsx";
import type { FieldSpec } from "#app/features/staff/content/form-model.ts";
import type { PinMapHandle } from "./map-pin.client.ts";
import "./map-pin.css";

interface MapPinFieldProps {
  latitudeField: FieldSpec;
  longitudeField: FieldSpec;
  latitude: unknown;
  longitude: unknown;
  errors: Record<string, string>;
  onChange: (path: readonly (string | number)[], value: unknown) => void;
}

function toCoordinates(latitude: unknown, longitude: unknown): Coordinates | undefined {
  return typeof latitude === "number" && typeof longitude === "number" && Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { latitude, longitude }
    : undefined;
}

/**
 * A place's position: typed coordinates, and a map where a click drops the pin and dragging moves
 * it (both write the same two fields). Keyboard users type the coordinates; the map follows.
 */
export function MapPinField({ latitudeField, longitudeField, latitude, longitude, errors, onChange }: MapPinFieldProps) {
  const { tileUrl } = useSite();
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<PinMapHandle | undefined>(undefined);
  const [phase, setPhase] = useState<"loading" | "ready" | "failed">("loading");
  const [tilesFailed, setTilesFailed] = useState(false);
  const position = toCoordinates(latitude, longitude);
  const positionRef = useRef(position);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
    positionRef.current = position;
  });

  useEffect(() => {
    let cancelled = false;
    import("./map-pin.client.ts")
      .then(({ createPinMap }) => {
        if (cancelled || !containerRef.current) return;
        handleRef.current = createPinMap(containerRef.current, {
          tileUrl,
          position: positionRef.current,
          onMove: (moved) => {
            onChangeRef.current([latitudeField.name], moved.latitude);
            onChangeRef.current([longitudeField.name], moved.longitude);
          },
          onTileError: () => setTilesFailed(true),
        });
        setPhase("ready");
      })
      .catch(() => !cancelled && setPhase("failed"));
    return () => {
      cancelled = true;
      handleRef.current?.destroy();
      handleRef.current = undefined;
    };
  }, [tileUrl, latitudeField.name, longitudeField.name]);

  useEffect(() => {
    if (phase === "ready") handleRef.current?.setPosition(position);
  }, [phase, position?.latitude, position?.longitude]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <fieldset className="staff-field staff-map-pin">
      <legend>Position</legend>
      <p className="staff-field__hint">Click the map to drop the pin, drag it to move it, or type the coordinates.</p>
      <div className="staff-map-pin__coordinates">
        <SchemaField field={latitudeField} path={[latitudeField.name]} value={latitude} errors={errors} onChange={onChange} />
        <SchemaField field={longitudeField} path={[longitudeField.name]} value={longitude} errors={errors} onChange={onChange} />
      </div>
      <div className="staff-map-pin__map">
        <div ref={containerRef} className="staff-map-pin__canvas" data-phase={phase} data-testid="pin-map" />
        {phase === "loading" ? <p className="staff-map-pin__note">Loading the map…</p> : null}
        {tilesFailed || phase === "failed" ? (
          <p className="staff-map-pin__note">The map could not load; type the coordinates instead.</p>
        ) : null}
      </div>
    </fieldset>
  );
}
