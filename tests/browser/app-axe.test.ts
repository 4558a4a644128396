import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../packages/app/src/shared/routes/route-table";
import { type AppServer, startAppServer } from "./app-server";
import { type LaunchedChromium, launchChromium } from "./chromium";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** A violation as the failure message lists it: rule, impact and the first offending elements. */
interface Finding {
  path: string;
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Runs axe-core on the page (the script goes in with the page's CSP bypassed, see newPage). The routes
 * are visited on one page, so the script is put in once and stays for the next route.
 */
async function seriousFindings(page: Page, path: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    interface AxeRun {
      run(context: Document, options: { resultTypes: string[] }): Promise<AxeResults>;
    }
    const axe = (window as unknown as { axe: AxeRun }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    }
    // Only the violations are read: axe still runs every rule on every node, but builds the selectors and
    // summaries of one node per passed, incomplete or inapplicable rule instead of all of them (most of
    // its time on a board's thousands of cells).
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      targets: v.nodes.slice(0, 6).map((n) => n.target.join(" ")),
    }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ path, rule: v.id, impact: v.impact, targets: v.targets }));
}

/** Waits until the route has drawn what it shows: the loading overlay gone, no busy region left. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector("#root .app", { timeout: 90_000 });
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelector("[data-loading]") === null &&
            document.querySelector('[aria-busy="true"]') === null &&
            document.querySelector('[data-board-state="loading"]') === null,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
}

/**
 * axe-core on every route of the app's router (packages/app/src/shared/routes/route-table.ts, plus /banggia/ip)
 * in the public build: no violation of impact "serious" or "critical" (contrast, names, labels, roles).
 * Paths with a parameter take a real value: the first industry of the menu, favourites list 1.
 */
describe("accessibility of every route (axe-core)", () => {
  let chromium: LaunchedChromium;
  let app: AppServer;

  beforeAll(async () => {
    app = await startAppServer();
    chromium = await launchChromium();
  }, 1_200_000);

  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });

  it("finds no serious or critical violation on any route", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
    // A returning visitor for every route but the first: the promotional dialog is checked once.
    await page.goto(`${app.url}/banggia/vn30`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    await settled(page);
    const findings = await seriousFindings(page, "/banggia/vn30 (first visit, promotion open)");
    await page.evaluate(() => localStorage.setItem("promoDismissed", "true"));

    await page.locator('[data-menu="industries"] .dropdown-button').click();
    const industryHref = await page
      .locator('.dropdown-panel a[href^="/banggia/nganh/"]')
      .first()
      .getAttribute("href", { timeout: 60_000 });
    const industryCode = industryHref?.split("/").pop() ?? "";
    expect(industryCode).not.toBe("");

    const paths = [
      ...ROUTES.map((route) =>
        `/banggia/${route.path}`.replace(":industryCode", industryCode).replace(":listid", "1"),
      ),
      "/banggia/ip",
    ];
    // The routes are visited the way the app moves between them (the router on the same page, the feed
    // kept), not by a reload each: 53 cold loads were over five minutes of the browser tier.
    for (const path of paths) {
      await page.evaluate((to) => {
        history.pushState(null, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
      }, path);
      await page.waitForURL(`**${path}`);
      await settled(page);
      findings.push(...(await seriousFindings(page, path)));
    }
    expect(paths.length).toBeGreaterThan(40);
    expect(findings).toEqual([]);
    await page.close();
  }, 1_800_000);

  it("finds no serious or critical violation in the light theme and the colour-blind palette on the main routes", async () => {
    const { page } = await chromium.newPage({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
    // A returning visitor who chose the light theme (the palette is switched on half-way).
    await page.addInitScript(() => {
      localStorage.setItem("promoDismissed", "true");
      localStorage.setItem("vnboard.theme", '"light"');
    });
    await page.goto(`${app.url}/banggia/vn30`, { waitUntil: "domcontentloaded", timeout: 90_000 });
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    const findings: Finding[] = [];
    const visit = async (path: string, label: string) => {
      await page.evaluate((to) => {
        history.pushState(null, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
      }, path);
      await page.waitForURL(`**${path}`);
      await settled(page);
      findings.push(...(await seriousFindings(page, `${path} (${label})`)));
    };
    const main = [
      "vn30",
      "hsx",
      "hnx/odd",
      "thoathuan/all",
      "top",
      "phaisinh",
      "tprl",
      "fav",
      "tong-hop",
      "plasma",
      "hsx/scroll",
    ];
    for (const path of main) await visit(`/banggia/${path}`, "light");
    // Back on a board (the walls have no header), the palette switch in the header.
    await visit("/banggia/vn30", "light");
    await page.locator('button[data-action="palette"]').click();
    for (const path of ["phaisinh", "tprl"]) await visit(`/banggia/${path}`, "light, colour-blind");
    expect(findings).toEqual([]);
    await page.close();
  }, 900_000);
});
