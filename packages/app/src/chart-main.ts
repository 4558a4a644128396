// The chart page (spec 7's chart iframe), a second entry of the app's build (chart.html), served by the
// reference server at /chart. It shares shared/ with the app but none of its shell, router or feed.
import "virtual:vnboard-theme.css";
import "./features/chart-page/chart-page.css";
import { startChartPage } from "./features/chart-page/start-chart-page";
import { startThemeSync } from "./shared/theme/theme-store";

startThemeSync();
startChartPage();
