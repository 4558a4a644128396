/** Renders the open popup of `$popup` (spec 2.5). Filled in by the popups work item. */
export function PopupHost() {
  return null;
}
