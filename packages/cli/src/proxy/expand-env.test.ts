// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${VAR} is the syntax under test
import { describe, expect, it } from "vitest";
import { expandEnv } from "./expand-env.js";

describe("expandEnv", () => {
  it.each([
    { name: "one variable", text: "Bearer ${TOKEN}", expected: "Bearer s3cret" },
    { name: "two, side by side", text: "${USER_ID}:${TOKEN}", expected: "42:s3cret" },
    { name: "a bare $ is kept", text: "cost $5 and $TOKEN", expected: "cost $5 and $TOKEN" },
    { name: "a value is not expanded again", text: "${NESTED}", expected: "${TOKEN}" },
    { name: "an empty value", text: "x${EMPTY}y", expected: "xy" },
  ])("$name", ({ text, expected }) => {
    const env = { TOKEN: "s3cret", USER_ID: "42", NESTED: "${TOKEN}", EMPTY: "" };
    expect(expandEnv(text, env)).toEqual({ ok: true, value: expected });
  });

  it("names the first variable that is not set", () => {
    expect(expandEnv("${A} ${B}", { B: "b" })).toEqual({
      ok: false,
      error: "the environment variable A is not set",
    });
  });
});
