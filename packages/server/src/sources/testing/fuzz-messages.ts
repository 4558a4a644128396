import { mulberry32 } from "./faults";

/**
 * Malformed-message fuzz input: `count` messages made from a provider session's lines, most of them
 * damaged in one of many ways (cut, bytes flipped, numbers turned into text, null, huge or negative,
 * keys removed, values nested, wrong types for the discriminators, kilobytes of junk), a few left intact.
 * Never contains the word `action`, which DNSE reserves for control messages (not counted as data).
 */
export function fuzzMessages(session: readonly string[], count: number, seed: number): string[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const junk = [
    "null",
    "true",
    "[]",
    "{}",
    '"x"',
    "-1",
    "1e400",
    "NaN",
    '{"a":[[[[[]]]]]}',
    '"\\u0000"',
    "0.000001",
  ];
  const mutations: ((line: string) => string)[] = [
    (line) => line,
    (line) => line.slice(0, Math.floor(random() * line.length)),
    (line) => {
      const i = Math.floor(random() * line.length);
      return line.slice(0, i) + String.fromCharCode(Math.floor(random() * 0xffff)) + line.slice(i + 1);
    },
    (line) => line.replace(/-?\d+(\.\d+)?/g, (n) => (random() < 0.3 ? pick(junk) : n)),
    (line) => line.replace(/"(\w+)":/, () => `"${pick(["", "T", "DataType", "Content", "symbol", "bid"])}":`),
    (line) => line.replace(/:"[^"]*"/, () => `:${pick(junk)}`),
    (line) => line.replace(/\[/, () => pick(['"[', "[[", "{"])),
    () =>
      JSON.stringify({
        T: pick(["sd", "t", "te", "q", "b", "e", 7, null]),
        symbol: pick(["HPG", "", 3, null]),
      }),
    (line) =>
      JSON.stringify({
        DataType: pick(["X", "MI", "R", "F", "OL", 1]),
        Content: pick([line, "{", 5, null, {}]),
      }),
    () => pick(junk),
    () => "x".repeat(Math.floor(random() * 20_000)),
    () => Array.from({ length: 40 }, () => String.fromCharCode(Math.floor(random() * 256))).join(""),
  ];
  const out: string[] = [];
  while (out.length < count) {
    const message = pick(mutations)(pick(session));
    if (!message.includes("action")) out.push(message);
  }
  return out;
}
