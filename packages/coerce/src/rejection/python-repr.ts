/**
 * A string as Python's `repr` prints it, the form python-jsonschema quotes a value in
 * (`'["a"]' is not of type 'array'`): single quotes, or double quotes when the text holds a
 * single quote and no double one; backslashes, the quote, and control characters escaped.
 */
export function pythonRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === "\\" || char === quote) out += `\\${char}`;
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else out += char;
  }
  return out + quote;
}
