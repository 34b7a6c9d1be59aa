import type { ConsentLanguage, ConsentOutcome } from "~/lib/consent/choices";

/** Everything the cookie notice and the cookie settings say, in one language. */
export interface ConsentText {
  /** This language's name, in itself, for the link that switches to it. */
  languageName: string;
  title: string;
  intro: string[];
  accept: string;
  reject: string;
  choose: string;
  confirmation: Record<ConsentOutcome, string>;
  /** Follows each confirmation; `{link}` is where "your cookie settings" links to the settings. */
  changeAnytime: { before: string; link: string; after: string };
  hide: string;
  settings: {
    heading: string;
    intro: string;
    necessary: string;
    analytics: { label: string; hint: string };
    marketing: { label: string; hint: string };
    save: string;
    withdraw: string;
    /** Why the page reloads when tags start or stop. */
    reloadNote: string;
    current: { none: string; some: string; nothing: string };
  };
}

const english: ConsentText = {
  languageName: "English",
  title: "Cookies on Vyom Digital",
  intro: [
    "We use some necessary cookies to make this website work.",
    "We'd also like to use analytics cookies, to understand how you use the website, and marketing cookies, to measure our advertising. Google Tag Manager sets them, and only if you agree.",
  ],
  accept: "Accept analytics and marketing cookies",
  reject: "Reject analytics and marketing cookies",
  choose: "Choose cookies",
  confirmation: {
    accepted: "You've accepted analytics and marketing cookies.",
    rejected: "You've rejected analytics and marketing cookies.",
    saved: "You've saved your cookie settings.",
  },
  changeAnytime: { before: "You can change ", link: "your cookie settings", after: " at any time." },
  hide: "Hide cookie message",
  settings: {
    heading: "Cookie settings",
    intro: "Choose which optional cookies this website may use. You can change your mind at any time on this page.",
    necessary: "Necessary cookies are always on: the website does not work without them.",
    analytics: {
      label: "Analytics cookies",
      hint: "Google Analytics, through Google Tag Manager: which pages are visited and how, counted in aggregate.",
    },
    marketing: {
      label: "Marketing cookies",
      hint: "Google Ads, through Google Tag Manager: whether our advertising brought you here.",
    },
    save: "Save cookie settings",
    withdraw: "Withdraw consent",
    reloadNote:
      "When you accept or withdraw, the page reloads, so that tags already running stop at once and the cookies they set are removed.",
    current: {
      none: "You have not made a choice yet.",
      some: "You currently allow:",
      nothing: "You currently allow necessary cookies only.",
    },
  },
};

const hindi: ConsentText = {
  languageName: "हिन्दी",
  title: "Vyom Digital पर कुकीज़",
  intro: [
    "यह वेबसाइट चलाने के लिए हम कुछ ज़रूरी कुकीज़ का उपयोग करते हैं।",
    "हम एनालिटिक्स कुकीज़ भी लगाना चाहेंगे, ताकि समझ सकें कि आप वेबसाइट का उपयोग कैसे करते हैं, और मार्केटिंग कुकीज़, ताकि अपने विज्ञापनों का असर माप सकें। इन्हें Google Tag Manager लगाता है, और केवल तभी जब आप सहमति दें।",
  ],
  accept: "एनालिटिक्स और मार्केटिंग कुकीज़ स्वीकार करें",
  reject: "एनालिटिक्स और मार्केटिंग कुकीज़ अस्वीकार करें",
  choose: "कुकीज़ चुनें",
  confirmation: {
    accepted: "आपने एनालिटिक्स और मार्केटिंग कुकीज़ स्वीकार कर ली हैं।",
    rejected: "आपने एनालिटिक्स और मार्केटिंग कुकीज़ अस्वीकार कर दी हैं।",
    saved: "आपकी कुकी सेटिंग सहेज ली गई है।",
  },
  changeAnytime: { before: "आप ", link: "अपनी कुकी सेटिंग", after: " कभी भी बदल सकते हैं।" },
  hide: "कुकी संदेश छिपाएँ",
  settings: {
    heading: "कुकी सेटिंग",
    intro: "चुनें कि यह वेबसाइट कौन-सी वैकल्पिक कुकीज़ उपयोग कर सकती है। आप इस पेज पर कभी भी अपना फ़ैसला बदल सकते हैं।",
    necessary: "ज़रूरी कुकीज़ हमेशा चालू रहती हैं: इनके बिना वेबसाइट काम नहीं करती।",
    analytics: {
      label: "एनालिटिक्स कुकीज़",
      hint: "Google Tag Manager के ज़रिए Google Analytics: कौन-से पेज कैसे देखे जाते हैं, कुल मिलाकर गिना जाता है।",
    },
    marketing: {
      label: "मार्केटिंग कुकीज़",
      hint: "Google Tag Manager के ज़रिए Google Ads: क्या हमारा विज्ञापन आपको यहाँ लाया।",
    },
    save: "कुकी सेटिंग सहेजें",
    withdraw: "सहमति वापस लें",
    reloadNote:
      "सहमति देने या वापस लेने पर पेज फिर से लोड होता है, ताकि पहले से चल रहे टैग तुरंत रुक जाएँ और उनकी लगाई कुकीज़ हट जाएँ।",
    current: {
      none: "आपने अभी तक कोई चुनाव नहीं किया है।",
      some: "आप अभी इनकी अनुमति देते हैं:",
      nothing: "आप अभी केवल ज़रूरी कुकीज़ की अनुमति देते हैं।",
    },
  },
};

export const consentText: Record<ConsentLanguage, ConsentText> = { en: english, hi: hindi };
