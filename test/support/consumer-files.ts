// The files of the fresh project the packed tarballs are installed into (test/packed-tarballs):
// what a user would write to use the packages from ESM, from CommonJS and from TypeScript.

const exportsScript = (load: string) => `const names = JSON.parse(process.argv[2]);
const exported = {};
for (const name of names) exported[name] = Object.keys(${load}(name)).sort();
console.log(JSON.stringify(exported));
`;

// The README's "Use it in code" example.
const example = `const properties = { path: { type: "string" }, head: { type: "number" } };
const tool = {
  name: "read_text_file",
  inputSchema: { type: "object", properties, required: ["path"], additionalProperties: false },
};
for (const input of [{ path: "a.txt", head: "5" }, { file: "a.txt" }]) {
  const result = validateToolInput(tool, input);
  console.log(result.ok ? JSON.stringify(result.value) : result.toolUseError);
}
`;

/** A TypeScript file that imports every package and fails to compile if any is typed `any`. */
function consumerTs(names: readonly string[]): string {
  const lines = names.map((name, i) => `import * as package${i} from "${name}";`);
  lines.push(
    'import { validateToolInput } from "@tool-input/validate";',
    "",
    "type IsAny<T> = 0 extends 1 & T ? true : false;",
    `export const typed: false[] = [${names.map((_, i) => `false as IsAny<typeof package${i}>`).join(", ")}];`,
    "",
    'const tool = { name: "t", inputSchema: { type: "object" } };',
    "const result = validateToolInput(tool, {});",
    "export const text: string = result.ok ? JSON.stringify(result.value) : result.toolUseError;",
    "// @ts-expect-error: the input is required; an untyped entry would let this through",
    "validateToolInput(tool);",
    "",
  );
  return lines.join("\n");
}

/**
 * A tsconfig for `consumer.ts` under one `moduleResolution`, as strict as ours. Declaration files
 * are not checked (`skipLibCheck`, as most apps set it): the frameworks' own do not pass under
 * these settings. That our declaration files import only what the package depends on is checked
 * on the tarball instead. `@types/node` only when a declaration file needs Node's types.
 */
function tsconfig(mode: "nodenext" | "bundler", nodeTypes: boolean): string {
  const compilerOptions = {
    module: mode === "nodenext" ? "nodenext" : "preserve",
    moduleResolution: mode,
    target: "es2022",
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ["es2022"],
    types: nodeTypes ? ["node"] : [],
  };
  return `${JSON.stringify({ compilerOptions, files: ["consumer.ts"] }, null, 2)}\n`;
}

/**
 * The project's files by name, for the packages `names`; `nodeTypes`: whether their declaration
 * files use Node's types (then `@types/node` must be installed).
 */
export function consumerFiles(
  names: readonly string[],
  nodeTypes: boolean,
): Record<string, string> {
  return {
    "exports.mjs": exportsScript("await import"),
    "exports.cjs": exportsScript("require"),
    "use.mjs": `import { validateToolInput } from "@tool-input/validate";\n\n${example}`,
    "use.cjs": `const { validateToolInput } = require("@tool-input/validate");\n\n${example}`,
    "consumer.ts": consumerTs(names),
    "tsconfig.nodenext.json": tsconfig("nodenext", nodeTypes),
    "tsconfig.bundler.json": tsconfig("bundler", nodeTypes),
  };
}
