import { useStore } from "@nanostores/react";
import type { ReplayRecording } from "@vnboard/feed/rest";
import { useEffect, useState } from "react";
import { rest } from "../../shared/api/rest";
import { market } from "../../shared/feed/market";
import { $replay, controlReplay, goLive, playReplay } from "../../shared/feed/replay";
import { useTranslation } from "../../shared/i18n/use-translation";
import { JumpToTime, RecordingPicker, ReplaySlider, SpeedPicker } from "./ReplayControls";
import { $replayBarOpen, REPLAY_BAR_ID } from "./replay-bar-state";
import "./replay.css";

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
/** The replay bar's contents (loaded when the bar first opens: ReplayBarSlot.tsx). */
export function ReplayPanel() {
  const { t } = useTranslation();
  const recordings = useRecordings();
  const replay = useStore($replay);
  const clock = useStore(market.$serverTime);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [speed, setSpeed] = useState(replay?.speed ?? 1);
  const list = Array.isArray(recordings) ? recordings : [];
  const recording =
    list.find((r) => r.id === (chosenId ?? replay?.recording.id)) ?? replay?.recording ?? list[0] ?? null;
  const replaying = replay !== null && recording !== null && replay.recording.id === recording.id;
  const position = replaying ? clock : (recording?.first ?? 0);
  // A jump keeps a playing replay playing; the first one starts paused, to look at that moment.
  const jump = (at: number) =>
    recording && playReplay(recording, at, speed, replaying ? replay.paused : true);
  const playPause = () => {
    if (replaying) controlReplay({ paused: !replay.paused });
    else if (recording !== null) playReplay(recording, position, speed, false);
  };

  return (
    <section className="replay-bar" id={REPLAY_BAR_ID} aria-label={t("replay.bar")}>
      {recordings === null && <span>{t("replay.loading")}</span>}
      {recordings === "failed" && <span role="alert">{t("replay.failed")}</span>}
      {Array.isArray(recordings) && recording === null && <span>{t("replay.none")}</span>}
      {recording !== null && (
        <>
          <RecordingPicker
            recordings={list}
            value={recording.id}
            onPick={(next) => {
              setChosenId(next.id);
              if (replay !== null) playReplay(next, next.first, speed, true);
            }}
          />
          <button type="button" className="replay-play" data-action="replay-play" onClick={playPause}>
            {replaying && !replay.paused ? `❚❚ ${t("replay.pause")}` : `▶ ${t("replay.play")}`}
          </button>
          <SpeedPicker
            value={speed}
            onPick={(next) => {
              setSpeed(next);
              if (replaying) controlReplay({ speed: next });
            }}
          />
          <ReplaySlider recording={recording} position={position} onJump={jump} />
          <JumpToTime recording={recording} onJump={jump} />
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
