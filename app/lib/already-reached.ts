/**
 * Whether the pointer or keyboard focus is already inside `node`. Parts set up on the visitor's
 * first move listen for its events, but scripts arrive only after the page has loaded: a pointer
 * that came in before then fired its event unheard. (`node` may be `display: contents`, which
 * has no box to hover, so a hovered descendant counts too.)
 */
export function alreadyReached(node: Element): boolean {
  return node.contains(document.activeElement) || node.matches(":hover") || node.querySelector(":hover") !== null;
}
