import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// Money bureau locations and transfer partners (app/features/bureaus).

const en = {
  heading: "Our bureaus",
  address: "Address",
  phone: "Phone",
  email: "E-mail",
  hours: "Opening hours",
  openNowOnly: "Open now only",
  openNowCount: (count: number) => (count === 1 ? "1 bureau open now" : `${count} bureaus open now`),
  call: (name: string) => `Call ${name}`,
  empty: "Our bureau locations will be listed here soon.",
  partnersHeading: "Money transfer partners",
  partnersIntro: "Send and receive money from abroad at any of our bureaus through these partners.",
  opensNewTab: "(opens in a new tab)",
  showOnMap: "Show on the map",
  map: {
    mapLabel: "Map of our bureaus",
    mapLoading: "Loading the map…",
    showMap: "Show the map",
    mapUnavailable: "The map could not be loaded. The list below has every bureau.",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
  },
};

export const bureausMessages = defineScreenMessages(en, {
  heading: "Ma bureau athu",
  address: "Adilesi",
  phone: "Foni",
  email: "Imelo",
  hours: "Nthawi yotsegulira",
  openNowOnly: "Zotsegula tsopano zokha",
  openNowCount: (count) => (count === 1 ? "Bureau imodzi yotsegula tsopano" : `Ma bureau ${count} otsegula tsopano`),
  call: (name) => `Imbirani ${name}`,
  empty: "Malo a ma bureau athu adzaonetsedwa pano posachedwa.",
  partnersHeading: "Anzathu otumizira ndalama",
  partnersIntro: "Tumizani ndi kulandira ndalama zochokera kunja ku bureau yathu iliyonse kudzera mwa anzathu awa.",
  opensNewTab: "(ikutsegula tsamba latsopano)",
  showOnMap: "Onetsani pa mapu",
  map: {
    mapLabel: "Mapu a ma bureau athu",
    mapLoading: "Tikutsegula mapu…",
    showMap: "Onetsani mapu",
    mapUnavailable: "Mapu sanatseguke. Mndandanda womwe uli m'munsimu uli ndi ma bureau onse.",
    zoomIn: "Kulitsani",
    zoomOut: "Chepetsani",
  },
});
