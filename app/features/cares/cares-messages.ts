import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// Care items and the care carousel (app/features/cares).

const en = {
  carousel: "Highlights of our community work",
  slide: "slide",
  slideOf: (index: number, count: number) => `${index} of ${count}`,
  previous: "Previous highlight",
  next: "Next highlight",
  pause: "Pause highlights",
  play: "Play highlights",
  all: "All our community work",
  empty: "Our community work will be shown here soon.",
};

export const caresMessages = defineScreenMessages(en, {
  carousel: "Zowunikira za ntchito zathu m'madera",
  slide: "chithunzi",
  slideOf: (index, count) => `${index} mwa ${count}`,
  previous: "Chowunikira cham'mbuyo",
  next: "Chowunikira chotsatira",
  pause: "Imitsani zowunikira",
  play: "Yambitsani zowunikira",
  all: "Ntchito zathu zonse m'madera",
  empty: "Ntchito zathu m'madera zidzaonetsedwa pano posachedwa.",
});
