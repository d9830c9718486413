import { afterEach, describe, expect, it, vi } from "vitest";
import { createValidator } from "../../create-validator.js";
import { createAjv } from "./create-ajv.js";

// Ajv logs to the console by default (`unknown format "json" ignored in schema at path …` under
// `strict: false`); a library running inside a harness must not write to its console.
const notionLike = {
  type: "object",
  properties: { properties: { type: "string", format: "json" } },
};

afterEach(() => {
  vi.restoreAllMocks();
});

function spyOnConsole() {
  return [vi.spyOn(console, "log"), vi.spyOn(console, "warn"), vi.spyOn(console, "error")] as const;
}

describe("createAjv", () => {
  it.each(["draft-07", "2019-09", "2020-12"] as const)(
    "%s: compiling a schema with an unknown format writes nothing to the console",
    (dialect) => {
      const spies = spyOnConsole();
      const check = createAjv(dialect, "check").compile(notionLike);
      expect(check({ properties: "{}" })).toBe(true);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    },
  );

  it('validateToolInput on a schema with `format: "json"` writes nothing to the console', () => {
    const spies = spyOnConsole();
    const validator = createValidator();
    const tool = { name: "API-create-a-page", inputSchema: notionLike };
    expect(validator.validateToolInput(tool, { properties: "{}" }).ok).toBe(true);
    const rejected = validator.validateToolInput(tool, { properties: 5 });
    expect(rejected.ok).toBe(false);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
