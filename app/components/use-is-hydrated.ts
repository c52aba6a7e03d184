import { useEffect, useState } from "react";

/** Whether React has hydrated this component: false in the server's HTML and until its code runs. */
export function useIsHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated;
}
