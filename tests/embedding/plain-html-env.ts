/**
 * examples/plain-html served as a host would serve it (its page, the packages' dist/ and their
 * dependencies' ESM files from node_modules), the real reference server it connects to (`?ws=`), and
 * Chromium: what the tests of that example start before they open the page.
 */
import { type LaunchedChromium, launchChromium } from "../browser/chromium";
import { ensurePackagesBuilt, REPO_ROOT } from "./package-dists";
import { type ReferenceServer, startReferenceServer } from "./reference-server";
import { type RepoStaticServer, startRepoStaticServer } from "./repo-static-server";

export interface PlainHtmlEnv {
  provider: ReferenceServer;
  web: RepoStaticServer;
  chromium: LaunchedChromium;
  /** The example's page, pointed at the reference server's feed. */
  pageUrl: string;
  close(): Promise<void>;
}

export async function startPlainHtmlEnv(): Promise<PlainHtmlEnv> {
  await ensurePackagesBuilt();
  const provider = await startReferenceServer();
  const web = await startRepoStaticServer(REPO_ROOT, [
    "/examples/plain-html/",
    "/packages/feed/dist/",
    "/packages/board-canvas/dist/",
    "/node_modules/",
  ]);
  const pageUrl = `${web.url}/examples/plain-html/index.html?ws=${encodeURIComponent(provider.wsUrl)}`;
  const chromium = await launchChromium();
  return {
    provider,
    web,
    chromium,
    pageUrl,
    close: async () => {
      await chromium.close();
      await web.close();
      await provider.stop();
    },
  };
}
