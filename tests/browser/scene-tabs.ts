/**
 * Tabs a test file reuses from test to test, one per device scale factor (Playwright fixes the scale
 * when it opens a tab). Each test still loads its page cold, a fresh document by `page.goto`; it only
 * skips opening a tab, a new context and renderer process that took 0.7-1.5 s on the loaded 2-core
 * CI machine, a third of what a board scene test needs.
 *
 * For pages that keep nothing in storage between loads (the board fixtures): a tab shares its context's
 * localStorage and cookies from one load to the next.
 */
import type { BrowserPage, LaunchedChromium, Viewport } from "./chromium";

export class SceneTabs {
  private readonly tabs = new Map<number, BrowserPage>();

  constructor(private readonly chromium: LaunchedChromium) {}

  /**
   * Loads `url` in the tab of `scale` at `viewport`; the tab's `errors` list only this load's errors.
   * The pointer is moved off the page first, so that no row of the new page is drawn hovered under the
   * place an earlier test clicked.
   */
  async open(url: string, viewport: Viewport, scale = 1): Promise<BrowserPage> {
    let tab = this.tabs.get(scale);
    if (tab === undefined || tab.page.isClosed()) {
      tab = await this.chromium.newPage({ viewport, deviceScaleFactor: scale });
      this.tabs.set(scale, tab);
    } else {
      await tab.page.mouse.move(-1, -1);
      await tab.page.setViewportSize(viewport);
    }
    tab.errors.length = 0;
    await tab.page.goto(url);
    return tab;
  }
}
