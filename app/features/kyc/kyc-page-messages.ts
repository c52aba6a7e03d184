import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// The KYC page's own strings: its tabs and the downloads tab. The upload form's (kyc-messages.ts,
// which includes these) travel with the form, which loads only on the upload tab: the downloads
// tab, which most visitors want, hydrates without them.

export const kycPageMessages = defineScreenMessages(
  {
    tabsLabel: "KYC",
    downloads: "KYC Document Downloads",
    upload: "Upload KYC Documents",
    downloadsIntro: "Download the KYC update form for your type of account, fill it in and sign it.",
    empty: "The KYC forms will be published here soon.",
  },
  {
    tabsLabel: "KYC",
    downloads: "Tsitsani Zikalata za KYC",
    upload: "Tumizani Zikalata za KYC",
    downloadsIntro: "Tsitsani fomu yosinthira zambiri za KYC ya mtundu wa akaunti yanu, ilembeni ndi kusainira.",
    empty: "Mafomu a KYC adzaikidwa pano posachedwa.",
  },
);
