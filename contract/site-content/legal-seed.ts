import { LEGAL_SLOTS, type LegalContent } from "./legal";
import { COMPANY_SEED as company } from "./company-seed";
import { LEGAL_CONTACT_LINE as contactLine, LEGAL_FULL_ADDRESS as fullAddress, LEGAL_WEBSITE as website } from "./legal-contact";

/**
 * The legal pages' text as the spec gives it, written as Markdown: what the API is seeded with and
 * what the pages show when it cannot be reached. The company's facts are written into the text
 * once, here; after that the text is staff's to edit (free of zod: the pages import it).
 */
interface SeedSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** Privacy policy (spec section 2, Legal pages). */
const privacySections: SeedSection[] = [
  {
    heading: "Who we are",
    paragraphs: [
      `${company.legalName} ("${company.name}", "we", "us" or "our") is an IT and digital agency based in Indore, India. Our website address is ${website}.`,
      "This policy explains what personal data we collect when you visit this website, leave a comment or contact us, why we collect it, who we share it with, how long we keep it and the rights you have under the Digital Personal Data Protection Act, 2023 and other applicable Indian law. For the purposes of that Act, we are the Data Fiduciary for the personal data described here.",
      `For any question about this policy or your personal data, ${contactLine}.`,
    ],
  },
  {
    heading: "Enquiry, quote and job application forms",
    paragraphs: [
      "When you send an enquiry or request a quote, we collect the details you enter: your name, email address, phone number with country code, the service you are interested in and your project details. If you reached us through a link that carries campaign information (such as utm_source, utm_medium, utm_campaign, utm_term, utm_content or ref in the page address), we store that information with your enquiry so we know which of our campaigns brought you to us. With any enquiry or job application we also store where your visit came from: the name of the website that sent you (never the full address of the page), the first page you saw on our website and the page you sent the form from. Your browser keeps these for the visit in its session storage, not in a cookie, and forgets them when you close the tab.",
      "When you apply for a job, we collect your full name, email address, phone number, the position you are applying for, your résumé and, if you choose to write one, your cover letter. Please include only the information needed to assess your application; we do not need identity document numbers, bank details or photographs.",
      "We use this information only to reply to you, prepare a proposal, assess your application and keep a record of our correspondence. You give your consent by ticking the consent box or submitting the form, and you can withdraw it at any time by writing to us. We will not add you to a marketing list unless you ask us to.",
    ],
  },
  {
    heading: "Comments",
    paragraphs: [
      "When you leave a comment on a blog post, we collect the name and comment you enter in the comment form, together with the date and time. You can choose to post as 'Anonymous User' instead of giving your name. Comments are public: once published, your name and comment can be read by anyone who visits the post.",
      "To help detect spam and abuse, we may also record your IP address and browser user agent string with the comment. A random owner token, stored in a signed cookie in your browser, lets you delete comments you have posted; it does not identify you to us or anyone else.",
    ],
  },
  {
    heading: "Media",
    paragraphs: [
      "Visitors cannot upload images to this website. The only file you can send us is a résumé through the career form. If you attach a document with embedded metadata, such as the author name or location data in a scanned or photographed file, that metadata will reach us with it, so you may wish to remove it before uploading.",
      "Images shown on this website, including illustrations, logos and blog cover images, are ours or used with permission, and may not be downloaded and reused without our consent.",
    ],
  },
  {
    heading: "Cookies",
    paragraphs: [
      "This website sets a small number of cookies that it needs to work: a visitor identifier that records your likes, a session cookie for forms and the comments you own, and a security cookie (XSRF-TOKEN) that protects forms against cross-site request forgery. Our Cookie Policy describes each of them and explains how to control cookies in your browser.",
      "If you leave a comment, you may opt in to saving your name in a cookie, so that you do not have to fill it in again when you leave another comment. These comment cookies last for one year.",
      "Visitors do not sign in to this website. Members of our team who sign in to manage its content receive further cookies: login cookies last for two days, and screen options cookies last for one year. If 'Remember Me' is selected, the login persists for two weeks; signing out removes the login cookies. When an article is edited or published, an additional cookie is saved in the browser. It contains no personal data, simply indicates the ID of the post just edited, and expires after one day.",
    ],
  },
  {
    heading: "Counting visits without cookies",
    paragraphs: [
      "Our own server counts how many people visit each page, without any cookie and without storing your IP address. For each day it keeps only totals: the page, the name of the website that sent visitors, the campaign tags in the link, the kind of device (mobile, tablet or desktop) and, when our network provider tells us, the country. To tell a new visitor from one who comes back on the same day, it combines your IP address and browser identification with a random value that is replaced every day and never stored; the result is kept in memory for that day only and then discarded, so no visitor can be recognised from one day to the next. Search engines and other automated visitors are not counted.",
      "These totals contain no personal data. We keep them as long as enquiries, and use them only to see which pages and campaigns bring us clients. The agency can switch this counting off.",
    ],
  },
  {
    heading: "Embedded content from other websites",
    paragraphs: [
      "Pages on this website may include embedded content, such as the Google Maps map on our contact page or videos in blog posts. Embedded content from other websites behaves in exactly the same way as if you had visited the other website.",
      "These websites may collect data about you, use cookies, embed additional third-party tracking and monitor your interaction with the embedded content, including tracking your interaction if you have an account and are signed in to that website. Their own privacy policies govern that processing, so we recommend reading them.",
    ],
  },
  {
    heading: "Who we share your data with",
    paragraphs: [
      "We do not sell or rent your personal data. We share it only where it is needed to run this website and our business, with:",
    ],
    list: [
      "Hosting, email and cloud storage providers who process data on our behalf as Data Processors, under written contracts that require them to keep it secure and confidential",
      "Analytics and tag-management services, only where they are enabled on this website, which receive information about how pages are used",
      "Professional advisers, such as auditors and lawyers, where needed for their work and under a duty of confidentiality",
      "Government authorities, courts or law enforcement agencies where we are required to do so by law or a lawful order",
      "A successor business, if all or part of our business is merged or sold, which will continue to protect your data under this policy",
    ],
  },
  {
    heading: "How long we retain your data",
    paragraphs: [
      "We keep personal data only for as long as we need it for the purpose for which it was collected, and then delete or anonymise it:",
    ],
    list: [
      "Enquiries and quote requests: up to 24 months after our last contact with you; if you become a client, records of our engagement are kept for as long as tax and company law require",
      "Job applications: up to 12 months after the position is filled, so that we can contact you about a similar role, unless you ask us to delete your application sooner",
      "Comments: for as long as the comment remains published; a comment you delete, or we remove, is erased together with its metadata",
      "Security and server logs, including IP addresses: up to 90 days, unless needed to investigate a security incident",
    ],
  },
  {
    heading: "What rights you have over your data",
    paragraphs: [
      "Under the Digital Personal Data Protection Act, 2023, you have the right to:",
    ],
    list: [
      "Obtain a summary of the personal data we hold about you and the processing we carry out, and the identities of those we have shared it with",
      "Have inaccurate or incomplete personal data corrected, completed or updated",
      "Have your personal data erased when it is no longer needed for the purpose for which it was collected, unless the law requires us to keep it",
      "Withdraw your consent at any time, as easily as you gave it; this does not affect processing carried out before the withdrawal",
      "Have a grievance about our handling of your personal data addressed by us, and, if you are not satisfied with our response, complain to the Data Protection Board of India",
      "Nominate another person to exercise these rights on your behalf in the event of your death or incapacity",
    ],
  },
  {
    heading: "Where your data is sent",
    paragraphs: [
      "Your personal data is stored and processed in India wherever possible. Some of our service providers, such as email and cloud providers, may process data on servers outside India; we only use providers in countries to which the transfer of personal data is not restricted by the Government of India, and we require them to protect your data to the standard described in this policy.",
      "Comments may be checked by an automated spam detection service before they are published.",
    ],
  },
  {
    heading: "How we protect your data",
    paragraphs: [
      "We use reasonable security safeguards to protect personal data, including encrypted connections (HTTPS), access limited to the staff who need it, encryption of stored data where supported and regular backups. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected as the law requires.",
    ],
  },
  {
    heading: "Children",
    paragraphs: [
      "This website is intended for businesses and job seekers aged 18 or over. We do not knowingly collect personal data from children. If you believe a child has sent us personal data, please contact us and we will delete it.",
    ],
  },
  {
    heading: "Changes to this policy and grievances",
    paragraphs: [
      "We may update this policy from time to time, for example when the law or our services change. The current version is always published on this page.",
      `To exercise your rights or raise a grievance, ${contactLine}. We will acknowledge your request promptly and respond within the time the law requires.`,
    ],
  },
];

/** Date shown at the top of the terms (spec section 2). */
const termsLastUpdated = "09-07-2025";

/** Terms and conditions (spec section 2, Legal pages). */
const termsSections: SeedSection[] = [
  {
    heading: "Acceptance of these terms",
    paragraphs: [
      `These terms and conditions govern your use of ${website} and its pages (the "website"), operated by ${company.legalName} ("${company.name}", "we", "us" or "our"), ${fullAddress}.`,
      "By accessing or using the website, you agree to be bound by these terms. If you do not agree with any part of them, please do not use the website.",
    ],
  },
  {
    heading: "Use of the website",
    paragraphs: [
      "You may use the website for lawful purposes only: to learn about our services, read our articles, contact us and apply for jobs. You agree not to:",
    ],
    list: [
      "Use the website in any way that breaches any applicable law, including the Information Technology Act, 2000",
      "Attempt to gain unauthorised access to the website, its servers or any connected system or database",
      "Introduce viruses, malware or any other harmful code, or interfere with the website's normal operation",
      "Use automated tools to scrape, copy or overload the website, except search engine crawlers that respect our robots rules",
      "Submit false, misleading or another person's information through our forms",
      "Send unsolicited advertising or spam through our forms or comments",
    ],
  },
  {
    heading: "Intellectual property",
    paragraphs: [
      `All content on the website, including text, illustrations, graphics, logos, the "${company.name}" name and the design and arrangement of the website, is owned by or licensed to ${company.legalName} and is protected by Indian and international copyright and trademark laws.`,
      "You may view and print pages for your personal, non-commercial use and share links to them. You may not otherwise reproduce, modify, distribute or republish any content without our prior written permission. Third-party names and logos shown on the website belong to their respective owners and are used only to identify the technologies and platforms we work with.",
    ],
  },
  {
    heading: "Enquiries, quotes and proposals",
    paragraphs: [
      "Submitting an enquiry or quote request does not create a contract between you and us. Any estimate, timeline or price we share in response is indicative and based on the information you provided.",
      "Our services are provided only under a separate written proposal or agreement signed by both parties, which sets out the scope, fees, timelines and other terms of the engagement. If that agreement conflicts with these terms, the agreement prevails.",
    ],
  },
  {
    heading: "Comments and other content you submit",
    paragraphs: [
      "You are responsible for the comments and other content you submit. Content must be lawful, respectful and relevant, and must not infringe anyone's rights, contain personal data of others, or include advertising or links intended to manipulate search rankings.",
      "By submitting a comment, you grant us a non-exclusive, royalty-free licence to publish and display it on the website. We may moderate, edit for length or remove any comment at our discretion and without notice.",
    ],
  },
  {
    heading: "Accuracy of information",
    paragraphs: [
      "We work to keep the information on the website accurate and up to date, but it is provided for general information only and does not constitute professional advice. Case studies, testimonials and figures describe results achieved for particular clients in particular circumstances; they are not a promise of similar results for your business.",
    ],
  },
  {
    heading: "Third-party links and services",
    paragraphs: [
      "The website contains links to, and embedded content from, third-party websites such as client websites, social networks and maps. We do not control these websites and are not responsible for their content, availability or privacy practices. Visiting them is at your own risk and subject to their terms.",
    ],
  },
  {
    heading: "Disclaimer and limitation of liability",
    paragraphs: [
      "The website is provided on an \"as is\" and \"as available\" basis. To the fullest extent permitted by law, we make no warranties, express or implied, that the website will be uninterrupted, error-free or free of harmful components.",
      "To the fullest extent permitted by law, we will not be liable for any indirect, incidental, special or consequential loss, or for any loss of profits, revenue, data or goodwill, arising from your use of, or inability to use, the website. Nothing in these terms limits any liability that cannot be limited under Indian law.",
    ],
  },
  {
    heading: "Indemnity",
    paragraphs: [
      `You agree to indemnify and hold harmless ${company.name}, its directors and employees from any claim, loss or expense, including reasonable legal fees, arising from your breach of these terms or your misuse of the website.`,
    ],
  },
  {
    heading: "Privacy and cookies",
    paragraphs: [
      "Our Privacy Policy explains how we handle personal data you share with us, and our Cookie Policy explains the cookies the website uses. Both form part of these terms.",
    ],
  },
  {
    heading: "Changes to these terms",
    paragraphs: [
      "We may revise these terms at any time by updating this page and the date shown at the top. The terms in force at the time you use the website apply to that use, so please check this page from time to time.",
    ],
  },
  {
    heading: "Governing law and jurisdiction",
    paragraphs: [
      "These terms, and any dispute or claim arising out of or in connection with them or your use of the website, are governed by the laws of India.",
      "The courts in Indore, Madhya Pradesh, have exclusive jurisdiction over any such dispute or claim.",
    ],
  },
  {
    heading: "Contact us",
    paragraphs: [`If you have any questions about these terms, ${contactLine}.`],
  },
];

/** Cookie policy (spec section 2, Legal pages): the cookie table and settings go where their slots stand. */
const cookieSections: SeedSection[] = [
  {
    heading: "What are cookies?",
    paragraphs: [
      "Cookies are small text files that a website stores in your browser when you visit it. They let the website remember information about your visit, such as actions you have taken or preferences you have chosen, so that it works properly and you do not have to repeat yourself on every page.",
      "Cookies set by the website you are visiting are called first-party cookies; cookies set by other services, for example through embedded content, are third-party cookies. Session cookies are deleted when you close your browser, while persistent cookies remain until they expire or you delete them.",
    ],
  },
  {
    heading: "The cookies we use",
    paragraphs: [
      `We group cookies into four categories: necessary, preference, analytical and marketing. The table below lists every cookie ${website} sets, with its purpose, how long it lasts and its category. Analytical and marketing cookies are set only through our tag manager, where we enable it, and only after you agree to them.`,
      LEGAL_SLOTS.cookieTable,
    ],
  },
  {
    heading: "Necessary cookies",
    paragraphs: [
      "Necessary cookies make the website work. They enable core features such as security, form submission and remembering your own actions, and cannot be switched off in our systems. You can block them in your browser, but parts of the website will then not work. The necessary cookies this website sets are those of that category in the table above.",
    ],
  },
  {
    heading: "Preference cookies",
    paragraphs: [
      "Preference cookies remember choices you make, such as your language, region or the name you chose to save with your comments, so the website can offer a more personal experience. If you do not allow them, you may need to enter these choices again on each visit.",
    ],
  },
  {
    heading: "Analytical cookies",
    paragraphs: [
      "Analytical cookies help us understand how visitors use the website, for example which pages are visited most and where visitors leave, by collecting information in aggregate form. Where we enable an analytics service through our tag manager, it may set such cookies; we use the results only to improve the website.",
      "Separately, this website counts visits itself without any cookie: for each day it keeps only totals per page, referring website, campaign, kind of device and country, and tells visitors of that day apart with a value made from a random daily number that is never stored, so nobody is recognised from one day to the next. Nothing is placed on your device for it, so there is nothing to accept or refuse; the privacy policy describes it under “Counting visits without cookies”.",
    ],
  },
  {
    heading: "Marketing cookies",
    paragraphs: [
      "Marketing cookies are used by advertising platforms such as Google and Meta to measure the effectiveness of campaigns and to show relevant advertisements on other websites. They may be set through our tag manager, where enabled, or by embedded content such as maps and videos. They do not store directly identifying information, but they identify your browser and device.",
      LEGAL_SLOTS.cookieSettings,
    ],
  },
  {
    heading: "How to control cookies",
    paragraphs: [
      "Most browsers let you see which cookies are stored, delete them individually or all at once, and block cookies from particular or all websites. These settings are usually found in your browser's Settings, Privacy or Security menu; the help pages of Chrome, Firefox, Safari and Edge explain the steps.",
      "Blocking all cookies will stop some features of this website from working, such as liking posts, deleting your own comments and submitting forms. Blocking only third-party cookies does not affect any feature of this website except embedded content.",
      "You can also opt out of personalised advertising through your Google Ads Settings and Meta's Ad Preferences, or through your device's advertising settings.",
    ],
  },
  {
    heading: "Changes and contact",
    paragraphs: [
      "We may update this policy when we change the cookies we use. The current version is always published on this page, and our Privacy Policy explains how we handle personal data more generally.",
      `If you have any questions about our use of cookies, ${contactLine}.`,
    ],
  },
];

/** `## Heading`, its paragraphs and its bullet list: one section of the page per level-2 heading. */
const markdownOf = (sections: readonly SeedSection[]) =>
  sections
    .map((section) => [`## ${section.heading}`, ...section.paragraphs, ...(section.list ? [section.list.map((item) => `- ${item}`).join("\n")] : [])].join("\n\n"))
    .join("\n\n");

/** The pages' slugs are the items' keys: fixed, as the routes are. */
export const LEGAL_SEED: { key: "privacy-policy" | "terms-and-conditions" | "cookie-policy"; data: LegalContent }[] = [
  {
    key: "privacy-policy",
    data: {
      intro: `How ${company.legalName} collects, uses and protects your personal data when you use this website.`,
      body: markdownOf(privacySections),
    },
  },
  {
    key: "terms-and-conditions",
    data: {
      intro: `Last updated: ${termsLastUpdated}. These terms govern your use of the ${company.name} website and services.`,
      body: markdownOf(termsSections),
    },
  },
  {
    key: "cookie-policy",
    data: {
      intro: "What cookies are, which ones this website sets, and how you can control them.",
      body: markdownOf(cookieSections),
    },
  },
];
