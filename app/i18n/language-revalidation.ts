import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For data that changes only with the visitor's language (the root's, and the copy screens'
 * text, ADR 025): reload it when `?lang=` changes or a form is sent, not when `?type=` or any
 * other navigation does, so those cost no request and work offline.
 */
export function revalidateOnLanguageChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const nextLang = nextUrl.searchParams.get("lang");
  if (nextLang !== null && nextLang !== currentUrl.searchParams.get("lang")) return true;
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}
