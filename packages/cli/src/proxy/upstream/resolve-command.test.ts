import { describe, expect, it } from "vitest";
import { type CommandHost, resolveCommand } from "./resolve-command.js";

// A Windows machine as cross-spawn 7 meets it: npx is a .cmd shim beside node.exe.
const windows = (files: readonly string[], env: Record<string, string> = {}): CommandHost => ({
  platform: "win32",
  env: {
    Path: "C:\\Program Files\\nodejs;C:\\Windows\\system32",
    PATHEXT: ".COM;.EXE;.BAT;.CMD",
    ComSpec: "C:\\Windows\\system32\\cmd.exe",
    ...env,
  },
  cwd: "C:\\Users\\ada\\project",
  isFile: (path) => files.some((file) => file.toLowerCase() === path.toLowerCase()),
});

const linux = (files: readonly string[]): CommandHost => ({
  platform: "linux",
  env: { PATH: "/usr/local/bin:/usr/bin" },
  cwd: "/home/ada",
  isFile: (path) => files.includes(path),
});

const nodeDir = "C:\\Program Files\\nodejs";

describe("resolveCommand on Windows", () => {
  it("runs npx, a .cmd shim, through cmd.exe with each argument quoted", () => {
    const host = windows([`${nodeDir}\\npx.CMD`, `${nodeDir}\\node.exe`]);
    expect(
      resolveCommand("npx", ["-y", "@modelcontextprotocol/server-filesystem", "C:\\tmp"], host),
    ).toEqual({
      ok: true,
      value: {
        file: "C:\\Windows\\system32\\cmd.exe",
        args: [
          "/d",
          "/s",
          "/c",
          '"npx ^"-y^" ^"@modelcontextprotocol/server-filesystem^" ^"C:\\tmp^""',
        ],
        verbatim: true,
        found: `${nodeDir}\\npx.CMD`,
      },
    });
  });

  it("runs an .exe directly, by its full path, with the arguments as they are", () => {
    const host = windows([`${nodeDir}\\node.exe`]);
    expect(resolveCommand("node", ["server.js", "a b"], host)).toEqual({
      ok: true,
      value: {
        file: `${nodeDir}\\node.EXE`,
        args: ["server.js", "a b"],
        verbatim: false,
        found: `${nodeDir}\\node.EXE`,
      },
    });
  });

  it("escapes cmd.exe's metacharacters twice for a node_modules\\.bin shim", () => {
    const shim = "C:\\Users\\ada\\project\\node_modules\\.bin\\server.CMD";
    const host = windows([shim]);
    const resolved = resolveCommand("node_modules\\.bin\\server", ["a&b", 'say "hi"\\'], host);
    expect(resolved).toMatchObject({
      ok: true,
      value: {
        args: [
          "/d",
          "/s",
          "/c",
          '"node_modules\\.bin\\server ^^^"a^^^&b^^^" ^^^"say^^^ \\^^^"hi\\^^^"\\\\^^^""',
        ],
        verbatim: true,
        found: shim,
      },
    });
  });

  it("finds the command whatever the case of Path and PATHEXT, first in the working folder", () => {
    const host = windows(["C:\\Users\\ada\\project\\tool.bat", `${nodeDir}\\tool.exe`]);
    const resolved = resolveCommand("tool", [], host);
    expect(resolved.ok && resolved.value.found).toBe("C:\\Users\\ada\\project\\tool.BAT");
  });

  it("tries a name with an extension as it is", () => {
    const host = windows([`${nodeDir}\\npx.CMD`]);
    const resolved = resolveCommand("npx.cmd", ["-y"], host);
    expect(resolved).toMatchObject({ ok: true, value: { verbatim: true } });
  });

  it("says so when the command is nowhere on the PATH", () => {
    expect(resolveCommand("uvx", ["mcp-server-git"], windows([]))).toEqual({
      ok: false,
      error: 'cannot find the server\'s command "uvx" on the PATH',
    });
  });
});

describe("resolveCommand elsewhere", () => {
  it("spawns the command as written, once it is found on the PATH", () => {
    expect(resolveCommand("npx", ["-y", "x"], linux(["/usr/bin/npx"]))).toEqual({
      ok: true,
      value: { file: "npx", args: ["-y", "x"], verbatim: false, found: "/usr/bin/npx" },
    });
  });

  it("resolves a relative path against the working folder", () => {
    const resolved = resolveCommand("./server.sh", [], linux(["/home/ada/server.sh"]));
    expect(resolved).toMatchObject({ ok: true, value: { file: "./server.sh" } });
  });

  it("says so when the command cannot be found", () => {
    expect(resolveCommand("./nope", [], linux([]))).toEqual({
      ok: false,
      error: 'cannot find the server\'s command "./nope"',
    });
    expect(resolveCommand("nope", [], linux([]))).toEqual({
      ok: false,
      error: 'cannot find the server\'s command "nope" on the PATH',
    });
  });
});
