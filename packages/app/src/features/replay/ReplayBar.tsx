import { useStore } from "@nanostores/react";
import type { ReplayRecording } from "@vnboard/feed/rest";
import { type FormEvent, useEffect, useState } from "react";
import { rest } from "../../shared/api/rest";
import { market } from "../../shared/feed/market";
import {
  $replay,
  controlReplay,
  goLive,
  playReplay,
  REPLAY_SPEEDS,
  timeOnRecordingDay,
} from "../../shared/feed/replay";
import { useTranslation } from "../../shared/i18n/use-translation";
import { exchangeTime } from "./exchange-time";
import { $replayBarOpen, REPLAY_BAR_ID } from "./replay-bar-state";
import "./replay.css";

/** The replay bar under the header, when open. */
export function ReplayBar() {
  return useStore($replayBarOpen) ? <ReplayPanel /> : null;
}

/** A recording as the picker names it: its date and span. */
function recordingLabel(recording: ReplayRecording): string {
  return `${recording.date} ${exchangeTime(recording.first).slice(0, 5)}–${exchangeTime(recording.last).slice(0, 5)}`;
}

/** The server's recordings, loaded when the bar opens; null while loading, "failed" when they could not be. */
function useRecordings(): ReplayRecording[] | null | "failed" {
  const [recordings, setRecordings] = useState<ReplayRecording[] | null | "failed">(null);
  useEffect(() => {
    let current = true;
    rest.replayRecordings().then(
      (list) => current && setRecordings(list),
      () => current && setRecordings("failed"),
    );
    return () => {
      current = false;
    };
  }, []);
  return recordings;
}

/**
 * Picks a recording, moves through it (slider, a time to jump to), plays or pauses it at 1x-60x, and goes
 * back to the live market in one click. Every board, the index strip and the popups' live charts follow,
 * because they all read the one feed that `playReplay` repoints (shared/feed/replay.ts).
 */
function ReplayPanel() {
  const { t } = useTranslation();
  const recordings = useRecordings();
  const replay = useStore($replay);
  const clock = useStore(market.$serverTime);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [speed, setSpeed] = useState(replay?.speed ?? 1);
  const [dragged, setDragged] = useState<number | null>(null);
  const [timeText, setTimeText] = useState("");
  const [timeError, setTimeError] = useState<string | null>(null);
  const list = Array.isArray(recordings) ? recordings : [];
  const recording =
    list.find((r) => r.id === (chosenId ?? replay?.recording.id)) ?? replay?.recording ?? list[0] ?? null;
  const replaying = replay !== null && recording !== null && replay.recording.id === recording.id;
  const position = dragged ?? (replaying ? clock : (recording?.first ?? 0));

  const jump = (at: number) => {
    if (recording === null) return;
    playReplay(recording, at, speed, replaying ? replay.paused : true);
  };
  const submitTime = (event: FormEvent) => {
    event.preventDefault();
    if (recording === null) return;
    const at = timeOnRecordingDay(recording, timeText);
    const error =
      at === null
        ? t("replay.badTime")
        : at < recording.first - 60_000 || at > recording.last + 60_000
          ? t("replay.outside")
          : null;
    setTimeError(error);
    if (at !== null && error === null) jump(at);
  };
  const commitSlider = () => {
    if (dragged !== null) jump(dragged);
    setDragged(null);
  };
  const playPause = () => {
    if (recording === null) return;
    if (replaying) controlReplay({ paused: !replay.paused });
    else playReplay(recording, position, speed, false);
  };

  return (
    <section className="replay-bar" id={REPLAY_BAR_ID} aria-label={t("replay.bar")}>
      {recordings === null && <span>{t("replay.loading")}</span>}
      {recordings === "failed" && <span role="alert">{t("replay.failed")}</span>}
      {Array.isArray(recordings) && recording === null && <span>{t("replay.none")}</span>}
      {recording !== null && (
        <>
          <label>
            {t("replay.recording")}{" "}
            <select
              name="replay-recording"
              value={recording.id}
              onChange={(event) => {
                setChosenId(event.target.value);
                const next = list.find((r) => r.id === event.target.value);
                if (next !== undefined && replay !== null) playReplay(next, next.first, speed, true);
              }}
            >
              {list.map((r) => (
                <option key={r.id} value={r.id}>
                  {recordingLabel(r)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="replay-play" data-action="replay-play" onClick={playPause}>
            {replaying && !replay.paused ? `❚❚ ${t("replay.pause")}` : `▶ ${t("replay.play")}`}
          </button>
          <label>
            {t("replay.speed")}{" "}
            <select
              name="replay-speed"
              value={speed}
              onChange={(event) => {
                const next = Number(event.target.value);
                setSpeed(next);
                if (replaying) controlReplay({ speed: next });
              }}
            >
              {REPLAY_SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s}x
                </option>
              ))}
            </select>
          </label>
          <input
            type="range"
            className="replay-slider"
            name="replay-position"
            aria-label={t("replay.position")}
            aria-valuetext={exchangeTime(position)}
            min={recording.first}
            max={recording.last}
            step={1000}
            value={Math.min(Math.max(position, recording.first), recording.last)}
            onChange={(event) => setDragged(Number(event.target.value))}
            onPointerUp={commitSlider}
            onKeyUp={commitSlider}
          />
          <output className="replay-position">{exchangeTime(position)}</output>
          <form className="replay-jump" onSubmit={submitTime}>
            <label>
              {t("replay.jumpTo")}{" "}
              <input
                name="replay-time"
                size={8}
                placeholder="14:00"
                value={timeText}
                aria-invalid={timeError !== null}
                onChange={(event) => setTimeText(event.target.value)}
              />
            </label>
            <button type="submit" data-action="replay-jump">
              {t("replay.jump")}
            </button>
            {timeError !== null && <span role="alert">{timeError}</span>}
          </form>
        </>
      )}
      <span className="spacer" />
      <button
        type="button"
        className="replay-live"
        data-action="replay-live"
        title={t("replay.liveTitle")}
        disabled={replay === null}
        onClick={goLive}
      >
        ● {t("replay.live")}
      </button>
      <button type="button" data-action="replay-close" onClick={() => $replayBarOpen.set(false)}>
        {t("replay.close")}
      </button>
    </section>
  );
}
