// What a page says a block prints (CONTRIBUTING.md, "Examples"), read from the block itself.

const printing = /\bconsole\.(log|info|error|warn)\(/;

/**
 * The lines a program block says it prints, in order: the comment at the end of a line that
 * prints (`console.log(x); // shown`), and the whole-line comments directly below a line that
 * prints or below the `}` ending a block that prints (a loop, an `if`). Other comments are not
 * output.
 */
export function expectedOutput(code: string): string[] {
  const lines = code.split("\n");
  const output: string[] = [];
  let printed = false; // whether the last line of code printed, or closed a block that did
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const trimmed = line.trim();
    if (trimmed.startsWith("//")) {
      if (printed) output.push(trimmed.replace(/^\/\/ ?/, ""));
      continue;
    }
    if (trimmed === "") {
      printed = false;
      continue;
    }
    const trailing = trailingComment(line);
    if (printing.test(line) && trailing !== undefined) output.push(trailing);
    printed = printing.test(line) || (trimmed.startsWith("}") && closesPrinting(lines, i));
  }
  return output;
}

/** The text of the `// …` comment ending a line of code, outside its strings. */
function trailingComment(line: string): string | undefined {
  let quote: string | undefined;
  for (let c = 0; c < line.length; c++) {
    const char = line[c];
    if (quote !== undefined) {
      if (char === "\\") c++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === "`") quote = char;
    else if (line.startsWith("// ", c)) return line.slice(c + 3);
  }
  return undefined;
}

/** Whether the `}` opening line `end` of `lines` closes a block holding a line that prints. */
function closesPrinting(lines: readonly string[], end: number): boolean {
  let depth = 0;
  for (let i = end; i >= 0; i--) {
    const line = (lines[i] ?? "").replace(/\/\/.*$/, "");
    for (let c = line.length - 1; c >= 0; c--) {
      if (line[c] === "}") depth++;
      else if (line[c] === "{") depth--;
    }
    if (i < end && printing.test(lines[i] ?? "")) return true;
    if (depth <= 0) return false;
  }
  return false;
}

/** One `$ command` of a `console` block and the lines shown below it. */
export interface ConsoleCommand {
  /** The command as a shell reads it (continuation lines joined). */
  readonly command: string;
  /** Its output as shown, annotations such as `← stderr` removed. */
  readonly output: string;
}

/** The commands of a `console` block, each with the output shown below it. */
export function consoleCommands(body: string): ConsoleCommand[] {
  const commands: { command: string; output: string[] }[] = [];
  const lines = body.replace(/\n$/, "").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.startsWith("$ ")) {
      let command = line.slice(2);
      while (command.endsWith("\\") && i + 1 < lines.length) command += `\n${lines[++i]}`;
      commands.push({ command, output: [] });
    } else {
      commands.at(-1)?.output.push(line.replace(/\s+← \w+$/, ""));
    }
  }
  return commands.map(({ command, output }) => ({
    command,
    output: output.length ? `${output.join("\n")}\n` : "",
  }));
}
