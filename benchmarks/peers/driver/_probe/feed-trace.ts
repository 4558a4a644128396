// One-off probe (not committed): where feed-only's CPU goes at (2,000, 50k).
import { chromium } from "playwright-core";
import { serveDirectory } from "../../../support/board/static-server";
import { printWhereTimeGoes, whereTimeGoes } from "../board-trace";
import { startFeedServer } from "../feed-server";
import { parseOptions } from "../options";
import { buildPeersPage } from "../page-build";
import { GRID_PAGES } from "../peer-page";
import { peerPageUrl, pointPlan } from "../point-feed";
import { buildMarket } from "../synthetic-market";

const decode = process.argv[2] ?? "page";
const grid = (process.argv[3] ?? "feed-only") as keyof typeof GRID_PAGES;
const options = parseOptions(["--decode", decode, "--rows", "2000", "--rates", "50000"]);
const build = await buildPeersPage();
const site = await serveDirectory(build.dir);
const feed = await startFeedServer();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--headless","--no-sandbox","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-gpu"] });
const chrome = { kind: "canvas" as const, browser, cdp: await browser.newBrowserCDPSession() };
const market = buildMarket(2000, 1);
const plan = pointPlan(market, 50000, options.feed, 1);
feed.setPlan(plan);
const found = await whereTimeGoes(chrome, peerPageUrl(site.url, GRID_PAGES[grid].query, feed.url, plan, options.feed), 4);
printWhereTimeGoes(`${grid} ${decode}`, found);
await browser.close(); await feed.close(); await site.close(); build.remove();
