import { describe, expect, it } from "vitest";
import { splitServerCommand } from "./split-server-command.js";

const flags = { answer: "boolean", log: "string", header: "strings" } as const;

describe("splitServerCommand", () => {
  it.each([
    {
      name: "the command after --",
      args: ["--answer", "--", "npx", "-y", "server"],
      own: ["--answer"],
      command: ["npx", "-y", "server"],
    },
    {
      name: "the command without --",
      args: ["--answer", "npx", "-y", "server"],
      own: ["--answer"],
      command: ["npx", "-y", "server"],
    },
    {
      name: "an option's value is not the command",
      args: ["--log", "calls.jsonl", "node", "server.js"],
      own: ["--log", "calls.jsonl"],
      command: ["node", "server.js"],
    },
    {
      name: "nor a repeated option's",
      args: ["--header", "A: 1", "--header=B: 2", "uvx", "x"],
      own: ["--header", "A: 1", "--header=B: 2"],
      command: ["uvx", "x"],
    },
    {
      name: "the server's own -- and options stay the server's",
      args: ["node", "server.js", "--log", "x", "--", "y"],
      own: [],
      command: ["node", "server.js", "--log", "x", "--", "y"],
    },
    { name: "no command", args: ["--answer"], own: ["--answer"], command: [] },
    {
      name: "an unknown option stays the proxy's",
      args: ["--fast", "node"],
      own: ["--fast"],
      command: ["node"],
    },
  ])("$name", ({ args, own, command }) => {
    expect(splitServerCommand(args, flags)).toEqual({ own, command });
  });
});
