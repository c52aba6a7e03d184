// No zod here: the carousel runs in the browser.
import type { Bilingual } from "../language.ts";

/** A care item (corporate social responsibility) as the API answers it, the fields the screens read. */
export interface CareItem {
  id: string;
  created_at: string;
  title: Bilingual;
  description: Bilingual;
  image_url: string;
  /** Null when the back office gave none: the card leaves it out. */
  category: Bilingual | null;
  active: boolean;
  published_at: string;
}

/** The care items to show: active ones only, newest published first. */
export function selectActiveCares<T extends Pick<CareItem, "active" | "published_at">>(items: readonly T[]): T[] {
  return items.filter((item) => item.active).toSorted((a, b) => b.published_at.localeCompare(a.published_at));
}

/** Spec §2 care carousel: which of the two slots is showing, and which item it shows. */
export interface CarouselState {
  slot: 0 | 1;
  index: number;
}

/**
 * The carousel one step on (or back): the other slot takes the next (previous) item, wrapping
 * around at either end, so the slot that is leaving can fade out while the other fades in.
 */
export function stepCarousel(state: CarouselState, count: number, direction: 1 | -1 = 1): CarouselState {
  if (count <= 0) return { slot: state.slot, index: 0 };
  return { slot: state.slot === 0 ? 1 : 0, index: (((state.index + direction) % count) + count) % count };
}
