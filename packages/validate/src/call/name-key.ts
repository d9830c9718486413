/**
 * A tool name with case, `-`, `_`, `.`, spaces and camelCase boundaries ignored
 * (docs/pipeline.md, "Tool names"): `Read-Text-File`, `readTextFile` and `read_text_file` all
 * read `readtextfile`. Any other character is kept, so a garbled name keys as itself.
 */
export function nameKey(name: string): string {
  let key = "";
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code === 0x2d || code === 0x5f || code === 0x2e || code === 0x20) continue;
    key += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : name[i];
  }
  return key;
}

// Prefixes harnesses add that belong to no server: the OpenAI and Gemini namespaces.
const HARNESS_PREFIXES = ["functions.", "default_api."];
// Claude Code's namespace for MCP tools: `mcp__<server>__<tool>`.
const MCP_PREFIX = /^mcp__.+?__(?=.)/;

/** `name` without the harness prefixes before it (`functions.read_file` → `read_file`). */
export function withoutHarnessPrefix(name: string): string {
  let bare = name;
  for (let again = true; again; ) {
    again = false;
    for (const prefix of HARNESS_PREFIXES) {
      if (bare.length > prefix.length && bare.startsWith(prefix)) {
        bare = bare.slice(prefix.length);
        again = true;
      }
    }
  }
  return bare;
}

/** The namespace a name starts with (`mcp__github__`, `github__`, `fs.`), or `undefined`. */
export function namespaceOf(name: string): string | undefined {
  const mcp = MCP_PREFIX.exec(name);
  if (mcp !== null) return mcp[0];
  const at = lastSeparator(name);
  return at === undefined ? undefined : name.slice(0, at);
}

/** The index just past the last `__`, `.` or `/` that has a name on both sides. */
function lastSeparator(name: string): number | undefined {
  for (let i = name.length - 2; i > 0; i--) {
    const code = name.charCodeAt(i);
    if (code === 0x2e || code === 0x2f) return i + 1 < name.length ? i + 1 : undefined;
    if (code === 0x5f && name.charCodeAt(i - 1) === 0x5f && i - 1 > 0) return i + 1;
  }
  return undefined;
}

/** `name` without the MCP namespace a harness added (`mcp__fs__read_file` → `read_file`). */
export function withoutMcpPrefix(name: string): string | undefined {
  const mcp = MCP_PREFIX.exec(name);
  return mcp === null ? undefined : name.slice(mcp[0].length);
}
