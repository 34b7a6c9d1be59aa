import type { AppLoadContext } from "@remix-run/node";
import type { PictureValue } from "../../../contract/site-content/fields";
import type { SiteContentData, SiteContentKind } from "../../../contract/site-content/kinds";
import { SITE_CONTENT_SEED } from "../../../contract/site-content/seed";
import { mediaItemsFor } from "../media/media-items.server";
import { pageContent } from "./page-content.server";
import type { TechCategory } from "~/content/types";
import { aboutHighlightNames } from "~/content/home";
import type { AboutText, Benefit, ShownLogo, ShownPicture, ShownSlide, Stat, Technology } from "./sections";

type Args = { request: Request; context: Pick<AppLoadContext, "clientIp"> };

/** One item of a kind as the page shows it (draft in a staff preview, published, or the seed). */
async function itemOf<K extends SiteContentKind>(kind: K, key: string, { request, context }: Args): Promise<SiteContentData<K>> {
  const entries = await pageContent(kind, request, context);
  const entry = entries.find((candidate) => candidate.key === key) ?? SITE_CONTENT_SEED[kind].find((candidate) => candidate.key === key)!;
  return entry.data as SiteContentData<K>;
}

/** The pictures as drawn: each library item the API has, else the site's own file (also when the API is down). */
async function shownPictures(pictures: readonly PictureValue[]): Promise<ShownPicture[]> {
  const media = await mediaItemsFor(pictures);
  return pictures.map(({ mediaId, src, alt }) => {
    const item = mediaId ? media[mediaId] : undefined;
    return item ? { src: item.url, alt: item.alt || alt, media: item } : { src, alt };
  });
}

const cards = (list: readonly Benefit[]): Benefit[] => list.map(({ title, text, icon }) => ({ title, text, icon }));

/** Home's first screen: the hero's slides, with their pictures. */
export async function heroSlides(args: Args): Promise<ShownSlide[]> {
  const home = await itemOf("home", "home", args);
  const images = await shownPictures(home.slides.map((slide) => slide.image));
  return home.slides.map(({ title, description, primaryBtn, primaryBtnContext, secondaryBtn }, index) => ({
    title,
    description,
    primaryBtn,
    ...(primaryBtnContext ? { primaryBtnContext } : {}),
    secondaryBtn,
    image: images[index],
  }));
}

/** Home's other sections staff edit (stats, why us, features), each only with what it draws; About, Feature and the services show them too. */
export async function homeSections(args: Args) {
  const home = await itemOf("home", "home", args);
  const stats: Stat[] = home.stats.map(({ value, label }) => ({ value, label }));
  return { stats, whyChooseUs: cards(home.whyChooseUs), features: cards(home.features) };
}

/** The technologies slider's two rows: a name and the logo's address. */
export async function technologyRows(args: Args): Promise<[Technology[], Technology[]]> {
  const { rowOne, rowTwo } = await itemOf("technologies", "technologies", args);
  const logos = await shownPictures([...rowOne, ...rowTwo].map((tech) => tech.logo));
  const row = (list: typeof rowOne, offset: number) => list.map((tech, index) => ({ name: tech.name, logo: logos[offset + index].src }));
  return [row(rowOne, 0), row(rowTwo, rowOne.length)];
}

/** About's text; Home's About block shows the first two paragraphs (`paragraphs` limits them). */
export async function aboutText(args: Args, paragraphs = Infinity): Promise<AboutText> {
  const about = await itemOf("about", "about", args);
  return {
    heroLine: about.heroLine,
    heading: about.heading,
    paragraphs: about.paragraphs.slice(0, paragraphs),
    highlights: aboutHighlightNames.map(({ key, title, icon }) => ({ title, icon, text: about.highlights[key] })),
  };
}

/** The technology stack card of the custom development page: each category's name, icon and technologies, in order. */
export async function techStack(args: Args): Promise<TechCategory[]> {
  const { stack } = await itemOf("technologies", "technologies", args);
  return stack.map(({ name, icon, technologies }) => ({ name, icon, technologies }));
}

/** The client logos ("Trusted by" strips) or the partner platforms (About's carousel). */
export async function logoList(key: "clients" | "partners", args: Args): Promise<ShownLogo[]> {
  const { logos } = await itemOf("logos", key, args);
  const pictures = await shownPictures(logos.map((logo) => logo.logo));
  return logos.map(({ name, href }, index) => {
    const { alt: _alt, ...logo } = pictures[index];
    return { name, href, logo };
  });
}
