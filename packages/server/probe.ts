import { DemoClock, Simulator, TradingCalendar } from "./src/sim";
import { encodeSnapshotFramesSliced, encodeSnapshotFrames } from "./src/gateway/snapshot-frames";
const calendar = new TradingCalendar(null);
const t00 = performance.now();
const sim = new Simulator({ seed: 5, dataDir: null, clock: new DemoClock({ calendar, startMinute: 14 * 60 }) });
sim.onBatch(() => {});
sim.start();
console.log("start", (performance.now()-t00).toFixed(0));
let last = performance.now(); let worst = 0;
const iv = setInterval(() => { const n = performance.now(); worst = Math.max(worst, n - last - 10); last = n; }, 10);
for (let i = 0; i < 4; i++) {
  worst = 0;
  const t0 = performance.now();
  const snap = sim.snapshot();
  const t1 = performance.now();
  const frames = await encodeSnapshotFramesSliced(snap, Date.now());
  const t2 = performance.now();
  console.log("snapshot()", (t1-t0).toFixed(0), "sliced", (t2-t1).toFixed(0), "worst block", worst.toFixed(0), "symbols", snap.symbols.length, "levels", snap.priceLevels.length, frames.length);
}
const t3 = performance.now(); encodeSnapshotFrames(sim.snapshot(), 0); console.log("sync", (performance.now()-t3).toFixed(0));
clearInterval(iv); sim.stop();
