/**
 * The reference server with the simulator pinned to the continuous session: its clock starts at 10:00
 * (Vietnam) on the latest trading day and runs at wall speed, so a soak meets live trading whatever
 * the hour (the demo clock may be in the pre-open or the lunch break). Same flags as the server's main.
 *
 *   node --import tsx tests/reliability/support/morning-server.ts --port 8080 --data-dir .data
 */
import { createServer, parseConfig } from "../../../packages/server/src/index";
import { localDate } from "../../../packages/server/src/sim/dates";
import { localTime, Simulator, TradingCalendar } from "../../../packages/server/src/sim/index";

const config = parseConfig(process.argv.slice(2));
const calendar = new TradingCalendar(config.referenceDataDir);
const start = localTime(calendar.latestOnOrBefore(localDate(Date.now())), 10, 0);
const wall = Date.now();
const clock = {
  now: () => start + (Date.now() - wall),
  isTradingDay: (d: string) => calendar.isTradingDay(d),
};
const server = createServer(config, {
  source: new Simulator({ seed: config.seed, dataDir: config.referenceDataDir, clock }),
});
const url = await server.start();
console.log(`morning server: simulator from 10:00, open ${url}/banggia/vn30`);
const stop = () => server.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
