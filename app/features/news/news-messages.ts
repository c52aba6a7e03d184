import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

const en = {
  featured: "Featured",
  by: (name: string) => `By ${name}`,
  readingTime: (minutes: number) => (minutes === 1 ? "1 minute read" : `${minutes} minutes read`),
  pagination: "News pages",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  page: (page: number) => `Page ${page}`,
  previous: "Previous",
  next: "Next",
  empty: "There is no news yet. Please check again soon.",
  back: "Back to the news",
  notFoundTitle: "Article not found",
  notFoundBody: "This article may have been removed, or the link may be incomplete.",
  removed: "This article has just been removed.",
};

export const newsMessages = defineScreenMessages(en, {
  featured: "Yapadera",
  by: (name) => `Yolembedwa ndi ${name}`,
  readingTime: (minutes) => (minutes === 1 ? "Kuwerenga: mphindi imodzi" : `Kuwerenga: mphindi ${minutes}`),
  pagination: "Masamba a nkhani",
  pageOf: (page, count) => `Tsamba ${page} mwa ${count}`,
  page: (page) => `Tsamba ${page}`,
  previous: "Tsamba lapitalo",
  next: "Tsamba lotsatira",
  empty: "Palibe nkhani pakadali pano. Chonde bweraninso posachedwapa.",
  back: "Bwererani ku nkhani",
  notFoundTitle: "Nkhaniyi sinapezeke",
  notFoundBody: "Mwina nkhaniyi yachotsedwa, kapena ulalowu sunakwanire.",
  removed: "Nkhaniyi yachotsedwa kumene.",
});
