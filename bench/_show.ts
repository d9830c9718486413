import { catalogInputs } from "./catalog-inputs.js";
import { loadMcpTools } from "./corpus.js";
console.warn = () => {};
const only = (process.env.TOOLS ?? "").split(",");
for (const { tool, mistaken } of catalogInputs(loadMcpTools())) {
  if (only.includes(tool.name)) console.log(tool.name, JSON.stringify(mistaken).slice(0, 400));
}
