import { useNavigation } from "react-router";
import { Spinner } from "#app/components/icons.tsx";

/** The global loading overlay: shown while a navigation loads, after a short delay (CSS). */
export function LoadingOverlay({ label }: { label: string }) {
  const navigation = useNavigation();
  const isBusy = navigation.state === "loading" && navigation.location?.pathname !== undefined;
  return (
    <div className="loading-overlay" data-visible={isBusy} aria-hidden={!isBusy}>
      {isBusy ? <Spinner label={label} /> : null}
    </div>
  );
}

/** The loading spinner view: a whole screen's placeholder while its data arrives. */
export function LoadingView({ label }: { label: string }) {
  return (
    <div className="loading-view">
      <Spinner label={label} />
    </div>
  );
}
