import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import { validateToolInput } from "../../validate-tool-input.js";
import { appendErrorsInPlace } from "./append-errors-in-place.js";
import { literalSpans, replaceInCode } from "./generated-code-literals.js";
import { guardGeneratedCode } from "./guard-generated-code.js";

// The schema's own text sits in the string literals of Ajv's generated code; rewriting that
// text broke the function (a SyntaxError taken for the schema's fault passed every input
// unchecked) or changed the value checked (docs/security.md, "Fail closed").

describe("literalSpans", () => {
  it("finds strings, regular expressions and comments, and reads a division as code", () => {
    const code = `a = "x\\"y" + 'z' /* c */ + b/2; f = /[/"]/u; // end`;
    expect([...literalSpans(code)].map(([start, end]) => code.slice(start, end))).toEqual([
      '"x\\"y"',
      "'z'",
      "/* c */",
      '/[/"]/',
      "// end",
    ]);
  });
});

describe("replaceInCode", () => {
  it("replaces matches in the code and none in its literals", () => {
    const code = 'const len0 = data.length; e = "const len1 = x.length;";';
    expect(
      replaceInCode(code, /const (len\d+) = ([\w$]+)\.length;/g, (m, l, d) => `${m}/*${l} ${d}*/`),
    ).toBe('const len0 = data.length;/*len0 data*/ e = "const len1 = x.length;";');
  });

  it("matches an empty string literal as code", () => {
    expect(replaceInCode('(m = "") + "(m = \\"\\")"', /\(m = ""\)/g, () => "M")).toBe(
      'M + "(m = \\"\\")"',
    );
  });
});

describe("the code processing leaves the schema's text as it is", () => {
  it.each([
    ['"const len0 = items.length;"', guardGeneratedCode],
    ['"vErrors = vErrors === null ? a : vErrors.concat(a);"', appendErrorsInPlace],
  ])("%s", (literal, process) => {
    const code = `const schema0 = [${literal}];`;
    expect(process(code)).toBe(code);
  });
});

describe("a schema whose text reads as Ajv's generated code", () => {
  const snippet = "const len0 = items.length;";
  const tool = {
    name: "insert_snippet",
    inputSchema: {
      type: "object",
      properties: {
        snippet: { enum: [snippet, "return 0;"] },
        count: { type: "integer", maximum: 10 },
      },
      required: ["snippet", "count"],
    },
  };
  const input = { snippet: "rm -rf /", count: "lots" };
  const message =
    "insert_snippet failed due to the following issues:\nThe parameter `count` type is expected as `integer` but provided as `string`\nThe parameter `snippet` must be one of `const len0 = items.length;`, `return 0;` but was `rm -rf /`";

  it("is checked: validateToolInput rejects the input", () => {
    const result = validateToolInput(tool, input);
    expect(result.ok).toBe(false);
    expect(result.status).toBe("rejected");
    expect(result.ok ? undefined : result.message).toBe(message);
  });

  it('is checked on engine "ajv"', () => {
    const result = createValidator({ engine: "ajv" }).validateToolInput(tool, input);
    expect(result.ok ? undefined : result.message).toBe(message);
    expect(
      createValidator({ engine: "ajv" }).validateToolInput(tool, { snippet, count: 3 }).ok,
    ).toBe(true);
  });

  it("is checked where the text is a property name and a required entry", () => {
    const name = "const len1 = a.length;";
    const schema = { type: "object", properties: { [name]: { type: "string" } }, required: [name] };
    const result = createValidator({ engine: "ajv" }).validate(schema, {});
    expect(result.status).toBe("invalid");
    expect(result.errors.map((error) => error.message)).toEqual([
      "must have required property 'const len1 = a.length;'",
    ]);
  });

  it("keeps an enum value that reads as the reporting code's gathering of errors", () => {
    const gather = "vErrors = vErrors === null ? a : vErrors.concat(a);";
    const schema = {
      $defs: { g: { enum: [gather] } },
      type: "array",
      items: { $ref: "#/$defs/g" },
    };
    const validator = createValidator({ engine: "ajv" });
    expect(validator.validate(schema, [gather]).status).toBe("valid");
    const result = validator.validate(schema, [gather, "x"]);
    expect(result.errors.map((error) => [error.instancePath, error.params])).toEqual([
      ["/1", { allowedValues: [gather] }],
    ]);
  });
});
