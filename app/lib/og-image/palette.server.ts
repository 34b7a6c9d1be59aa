import tokens from "~/styles/tokens.css?raw";

/** The colours of app/styles/tokens.css, read from the file so the images follow the site's palette. */
function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
  if (!value) throw new Error(`tokens.css has no --${name}`);
  return value;
}

export const palette = {
  night: token("c-night"),
  nightDeep: token("c-night-3"),
  brand: token("c-brand"),
  brandSoft: token("c-brand-soft"),
  accent: token("c-accent"),
  onDark: token("c-on-dark"),
};
