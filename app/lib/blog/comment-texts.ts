/** What a post page says about comments awaiting moderation. */
export const moderationTexts = {
  badge: "Awaiting moderation",
  heldSuccess: "Thank you! Your comment will appear once it is approved.",
} as const;
