import { rest } from "../../shared/api/rest";
import { createMiniChartFeed, monthCloses } from "./mini-charts";

/** The app's one mini-chart source: the server's daily history (POST /get-data-history-stock). */
export const miniChartFeed = createMiniChartFeed(async (code) =>
  monthCloses((await rest.historyStock(code)).data),
);
