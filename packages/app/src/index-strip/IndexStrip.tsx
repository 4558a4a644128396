/** The index strip under the header (spec 2.2): one card per header index. Filled in by its own work item. */
export function IndexStrip() {
  return null;
}
