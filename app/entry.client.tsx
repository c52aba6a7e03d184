import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { parseLanguage, DEFAULT_LANGUAGE } from "#domain/language.ts";
import { loadMessages } from "./i18n/messages.ts";

// The server rendered the page in <html lang>: load that language's strings, then hydrate.
await loadMessages(parseLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
