import { describe, expect, it } from "vitest";
import {
  buildShareUrl,
  getPopupFeatures,
  isShareNetwork,
  opensInPopup,
  POPUP_CLOSED_CHECK_MS,
  SHARE_NETWORKS,
  SHARE_POPUP_SIZE,
  UnknownShareNetworkError,
  type ShareNetwork,
} from "./share-links.ts";

const input = {
  url: "https://www.fdh.co.mw/fdhbankplc/blog/view?id=42",
  title: "FDH Bank opens in Karonga & Chitipa",
  description: "Two new branches",
  quote: "Banking closer to you",
  hashtags: "FDHBank, #Malawi",
  twitterUser: "@FDHBank",
  media: "https://www.fdh.co.mw/content/images/karonga.jpg",
};
const u = encodeURIComponent(input.url);
const t = encodeURIComponent(input.title);
const d = encodeURIComponent(input.description);
const m = encodeURIComponent(input.media);

/** What each network's address must be for the input above. */
const EXPECTED: Record<ShareNetwork, string> = {
  baidu: `https://cang.baidu.com/do/add?iu=${u}&it=${t}`,
  buffer: `https://bufferapp.com/add?text=${t}&url=${u}`,
  email: `mailto:?subject=${t}&body=${u}%0D%0A${d}`,
  evernote: `https://www.evernote.com/clip.action?title=${t}&url=${u}`,
  facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}&title=${t}&description=${d}&quote=${encodeURIComponent(input.quote)}&hashtag=%23FDHBank`,
  flipboard: `https://share.flipboard.com/bookmarklet/popout?v=2&url=${u}&title=${t}`,
  hackernews: `https://news.ycombinator.com/submitlink?u=${u}&t=${t}`,
  instapaper: `https://www.instapaper.com/edit?url=${u}&title=${t}&description=${d}`,
  line: `https://line.me/R/msg/text/?${t}%0D%0A${u}%0D%0A${d}`,
  linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  messenger: `fb-messenger://share/?link=${u}`,
  odnoklassniki: `https://connect.ok.ru/dk?st.cmd=WidgetSharePreview&st.shareUrl=${u}&st.comments=${t}`,
  pinterest: `https://pinterest.com/pin/create/button/?url=${u}&media=${m}&description=${t}`,
  pocket: `https://getpocket.com/save?url=${u}&title=${t}`,
  quora: `https://www.quora.com/share?url=${u}&title=${t}`,
  reddit: `https://www.reddit.com/submit?url=${u}&title=${t}`,
  skype: `https://web.skype.com/share?url=${t}%0D%0A${u}%0D%0A${d}`,
  sms: `sms:?body=${t}%0D%0A${u}%0D%0A${d}`,
  telegram: `https://t.me/share/url?url=${u}&text=${t}%0D%0A${d}`,
  tumblr: `https://www.tumblr.com/share/link?url=${u}&name=${t}&description=${d}`,
  twitter: `https://twitter.com/intent/tweet?text=${t}&url=${u}&hashtags=FDHBank%2CMalawi&via=FDHBank`,
  viber: `viber://forward?text=${t}%0D%0A${u}%0D%0A${d}`,
  vk: `https://vk.com/share.php?url=${u}&title=${t}&description=${d}&image=${m}&noparse=true`,
  weibo: `https://service.weibo.com/share/share.php?url=${u}&title=${t}&pic=${m}`,
  whatsapp: `https://api.whatsapp.com/send?text=${t}%0D%0A${u}%0D%0A${d}`,
  wordpress: `https://wordpress.com/press-this.php?u=${u}&t=${t}&s=${d}&i=${m}`,
  x: `https://x.com/intent/post?text=${t}&url=${u}&hashtags=FDHBank%2CMalawi&via=FDHBank`,
  xing: `https://www.xing.com/spi/shares/new?url=${u}`,
  yammer: `https://www.yammer.com/messages/new?login=true&status=${t}%0D%0A${u}%0D%0A${d}`,
};

describe("share links (spec §2)", () => {
  it.each(SHARE_NETWORKS)("builds the %s address from the inputs", (network) => {
    expect(buildShareUrl({ ...input, network })).toBe(EXPECTED[network]);
  });

  it("knows facebook, x/twitter, linkedin, whatsapp, telegram, e-mail and sms among others", () => {
    for (const network of ["facebook", "x", "twitter", "linkedin", "whatsapp", "telegram", "email", "sms", "pinterest", "reddit"]) {
      expect(isShareNetwork(network)).toBe(true);
    }
    expect(SHARE_NETWORKS).toHaveLength(Object.keys(EXPECTED).length);
  });

  it("leaves out empty optional inputs and reads the network name in any case", () => {
    expect(buildShareUrl({ network: "Facebook", url: input.url, title: "Hi" })).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${u}&title=Hi`,
    );
    expect(buildShareUrl({ network: "twitter", url: input.url, title: "Hi" })).toBe(`https://twitter.com/intent/tweet?text=Hi&url=${u}`);
    expect(buildShareUrl({ network: "email", url: input.url, title: "Hi" })).toBe(`mailto:?subject=Hi&body=${u}`);
  });

  it("throws for an unknown network (spec §8)", () => {
    expect(() => buildShareUrl({ ...input, network: "myspace" })).toThrow(UnknownShareNetworkError);
    expect(() => buildShareUrl({ ...input, network: "toString" })).toThrow("Unknown share network: toString");
    expect(() => opensInPopup("myspace")).toThrow(UnknownShareNetworkError);
  });

  it("opens web networks in a popup, and mail, sms and app networks in the visitor's app", () => {
    expect(opensInPopup("facebook")).toBe(true);
    expect(opensInPopup("whatsapp")).toBe(true);
    expect(opensInPopup("email")).toBe(false);
    expect(opensInPopup("sms")).toBe(false);
  });

  it("centres a 626 by 436 popup by default, and checks it every 500 ms", () => {
    expect(SHARE_POPUP_SIZE).toEqual({ width: 626, height: 436 });
    expect(POPUP_CLOSED_CHECK_MS).toBe(500);
    expect(getPopupFeatures({ width: 1280, height: 800 })).toBe(
      "popup=yes,width=626,height=436,left=327,top=182,resizable=yes,scrollbars=yes",
    );
    expect(getPopupFeatures({ width: 1280, height: 800, left: 100, top: 50 }, { width: 400, height: 300 })).toContain(
      "width=400,height=300,left=540,top=300",
    );
    expect(getPopupFeatures({ width: 360, height: 640 })).toContain("left=0,");
  });
});
