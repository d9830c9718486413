// Lists the functions of a V8 .cpuprofile by self time: node bench/top-functions.mjs file [n]
import { readFileSync } from "node:fs";

const [file, count = "25"] = process.argv.slice(2);
if (file === undefined) {
  console.error("usage: node bench/top-functions.mjs <file.cpuprofile> [n]");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const deltas = profile.timeDeltas;
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.split("/").slice(-2).join("/")}:${lineNumber + 1}` : "";
  const key = `${functionName || "(anonymous)"} ${where}`;
  const dt = deltas[i] ?? 0;
  self.set(key, (self.get(key) ?? 0) + dt);
  total += dt;
});
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
for (const [key, time] of rows) {
  console.log(`${((100 * time) / total).toFixed(1).padStart(5)}%  ${key}`);
}
