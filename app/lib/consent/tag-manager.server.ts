import { allowsTags, type ConsentChoices } from "./choices";

const state = (granted: boolean) => (granted ? "granted" : "denied");

/** Consent Mode v2 signals for a choice: analytics storage, and the three advertising ones. */
export function consentSignals(choices: ConsentChoices) {
  return {
    analytics_storage: state(choices.analytics),
    ad_storage: state(choices.marketing),
    ad_user_data: state(choices.marketing),
    ad_personalization: state(choices.marketing),
  };
}

const DENIED = consentSignals({ analytics: false, marketing: false });

/** Runs before any tag: until the visitor says otherwise, every signal is denied. */
const consentDefault = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('consent','default',${JSON.stringify({ ...DENIED, wait_for_update: 500 })});`;

/**
 * Google's container snippet, but the script goes at the end of the head once the document is
 * parsed, instead of before its first script: React hydrates the head, and tolerates an extra
 * element only after its own. Appended while the head was still being parsed, it sat before the
 * title and the links, and every page with consent failed to hydrate (React error 418): React
 * then rendered the whole page again, and a click made meanwhile was lost.
 */
const loader = (gtmId: string) =>
  `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var a=function(){d.head.appendChild(j)};d.readyState=='loading'?d.addEventListener('DOMContentLoaded',a):a();})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`;

export interface TagManagerMarkup {
  /** Inline scripts for the head, in order: the consent default, then, with consent, the update and the loader. */
  scripts: string[];
  /** The `noscript` frame's address, only with consent. */
  noscriptFrame: string | null;
}

export function tagManagerMarkup(gtmId: string, choices: ConsentChoices | null): TagManagerMarkup {
  if (!choices || !allowsTags(choices)) return { scripts: [consentDefault], noscriptFrame: null };
  return {
    scripts: [consentDefault, `gtag('consent','update',${JSON.stringify(consentSignals(choices))});`, loader(gtmId)],
    noscriptFrame: `https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(gtmId)}`,
  };
}
