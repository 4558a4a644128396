import type { ReplayRecording } from "@vnboard/feed/rest";
import { type FormEvent, useState } from "react";
import { REPLAY_SPEEDS, timeOnRecordingDay } from "../../shared/feed/replay";
import { useTranslation } from "../../shared/i18n/use-translation";
import { exchangeTime } from "./exchange-time";

/** A recording as the picker names it: its date and span. */
function recordingLabel(recording: ReplayRecording): string {
  const span = `${exchangeTime(recording.first).slice(0, 5)}–${exchangeTime(recording.last).slice(0, 5)}`;
  return `${recording.date} ${span}`;
}

export function RecordingPicker(props: {
  recordings: readonly ReplayRecording[];
  value: string;
  onPick: (recording: ReplayRecording) => void;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {t("replay.recording")}{" "}
      <select
        name="replay-recording"
        value={props.value}
        onChange={(event) => {
          const next = props.recordings.find((r) => r.id === event.target.value);
          if (next !== undefined) props.onPick(next);
        }}
      >
        {props.recordings.map((r) => (
          <option key={r.id} value={r.id}>
            {recordingLabel(r)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SpeedPicker(props: { value: number; onPick: (speed: number) => void }) {
  const { t } = useTranslation();
  return (
    <label>
      {t("replay.speed")}{" "}
      <select
        name="replay-speed"
        value={props.value}
        onChange={(event) => props.onPick(Number(event.target.value))}
      >
        {REPLAY_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s}x
          </option>
        ))}
      </select>
    </label>
  );
}

/** The slider over the recording's span: dragging shows the time, letting go jumps there. */
export function ReplaySlider(props: {
  recording: ReplayRecording;
  position: number;
  onJump: (time: number) => void;
}) {
  const { t } = useTranslation();
  const { recording } = props;
  const [dragged, setDragged] = useState<number | null>(null);
  const shown = Math.min(Math.max(dragged ?? props.position, recording.first), recording.last);
  const commit = () => {
    if (dragged !== null) props.onJump(dragged);
    setDragged(null);
  };
  return (
    <>
      <input
        type="range"
        className="replay-slider"
        name="replay-position"
        aria-label={t("replay.position")}
        aria-valuetext={exchangeTime(shown)}
        min={recording.first}
        max={recording.last}
        step={1000}
        value={shown}
        onChange={(event) => setDragged(Number(event.target.value))}
        onPointerUp={commit}
        onKeyUp={commit}
      />
      <output className="replay-position">{exchangeTime(shown)}</output>
    </>
  );
}

/** "Jump to (HH:MM)": a time of the recording's day; a malformed or outside time says so. */
export function JumpToTime(props: { recording: ReplayRecording; onJump: (time: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { recording } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = timeOnRecordingDay(recording, text);
    const problem =
      at === null
        ? t("replay.badTime")
        : at < recording.first - 60_000 || at > recording.last + 60_000
          ? t("replay.outside")
          : null;
    setError(problem);
    if (at !== null && problem === null) props.onJump(at);
  };
  return (
    <form className="replay-jump" onSubmit={submit}>
      <label>
        {t("replay.jumpTo")}{" "}
        <input
          name="replay-time"
          size={8}
          placeholder="14:00"
          value={text}
          aria-invalid={error !== null}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" data-action="replay-jump">
        {t("replay.jump")}
      </button>
      {error !== null && <span role="alert">{error}</span>}
    </form>
  );
}
