/** The right-hand tab (spec 2.4). Filled in by its own work item. */
export function SideTab() {
  return null;
}
