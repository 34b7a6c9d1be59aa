/** `tel:` and `https://wa.me/` links of a number as staff typed it. Free of zod: every page reads it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;
