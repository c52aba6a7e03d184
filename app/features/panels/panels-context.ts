import { createContext, useContext } from "react";
import type { SnackbarType } from "#domain/snackbar.ts";

/** Where the confirmation popup opens: page coordinates, usually the pointer's or a button's. */
export interface PopupPosition {
  x: number;
  y: number;
}

/** Spec §3 prompt state, shared by whoever asks and the confirm dialog that shows it. */
export interface PromptState<Data = unknown> {
  showPrompt: boolean;
  promptHeader: string;
  promptMessage: string;
  promptData: Data;
  /** The confirming button's label where "Update" would not say what happens (a withdrawal). */
  promptConfirmLabel?: string;
  /** Runs with promptData when the visitor chooses Update. */
  promptAction?: (data: Data) => void | Promise<void>;
}

export interface PromptOptions<Data> {
  header: string;
  message: string;
  data?: Data;
  /** The confirming button's label; "Update" (spec §2) when not given. */
  confirmLabel?: string;
  action?: (data: Data) => void | Promise<void>;
}

/** The panels of spec §2 "Panels and dialogs", available to every screen of the shell. */
export interface Panels {
  /** Shows a snackbar; it hides itself after 7 s (spec §9). */
  showSnackbar(type: SnackbarType, message: string): void;
  hideSnackbar(): void;
  /** "Are you sure you want to proceed" at a position; resolves true on Proceed. */
  confirm(position: PopupPosition): Promise<boolean>;
  /** The confirm dialog with a header and a message; resolves true on Update, after its action ran. */
  prompt<Data>(options: PromptOptions<Data>): Promise<boolean>;
}

export const PanelsContext = createContext<Panels | null>(null);

/** The shell's panels; only screens inside the site layout can use them. */
export function usePanels(): Panels {
  const panels = useContext(PanelsContext);
  if (!panels) throw new Error("usePanels() needs the PanelsProvider of the site layout");
  return panels;
}
