import type { SchemaObject } from "./corpus.js";
import { own } from "./schema-node.js";

// A number is only useful to the malformer when String(n) is a form coerce decodes.
const decodableNumber = /^-?\d+(\.\d+)?$/;

const formatExamples: Record<string, string> = {
  "date-time": "2024-01-02T03:04:05Z",
  date: "2024-01-02",
  time: "03:04:05Z",
  duration: "P1D",
  uri: "https://example.com/a",
  "uri-reference": "https://example.com/a",
  iri: "https://example.com/a",
  "iri-reference": "https://example.com/a",
  url: "https://example.com/a",
  "uri-template": "https://example.com/{id}",
  email: "user@example.com",
  "idn-email": "user@example.com",
  hostname: "example.com",
  "idn-hostname": "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  uuid: "123e4567-e89b-42d3-a456-426614174000",
  "json-pointer": "/a/0",
  "relative-json-pointer": "0/a",
  regex: "^a+$",
  byte: "ZXhhbXBsZQ==",
  password: "example",
  binary: "example",
};

const stringExamples = [
  "example",
  "a",
  "abc",
  "A",
  "ABC",
  "1",
  "123",
  "a1",
  "a-b",
  "a_b",
  "a.b",
  "/tmp/example",
  "example.com",
  "https://example.com/a",
  "user@example.com",
  "2024-01-02",
  "12:00",
  "#ff0000",
];

/** Candidate strings for a string node: its format's example, then common shapes fitted to lengths. */
export function* stringCandidates(node: SchemaObject): Generator<string> {
  const minLength = typeof node.minLength === "number" ? node.minLength : 0;
  const maxLength = typeof node.maxLength === "number" ? node.maxLength : Number.POSITIVE_INFINITY;
  const format = own(node, "format");
  const pattern = typeof node.pattern === "string" ? safeRegExp(node.pattern) : undefined;
  const bases = [
    ...(typeof format === "string" && Object.hasOwn(formatExamples, format)
      ? [formatExamples[format] as string]
      : []),
    ...alternatives(node.pattern),
    ...literalised(node.pattern),
    ...stringExamples,
  ];
  for (const base of bases) {
    const fitted = (base.length < minLength ? base.padEnd(minLength, "x") : base).slice(
      0,
      maxLength,
    );
    if (pattern === null || pattern?.test(fitted) === false) continue;
    yield fitted;
  }
}

/** The literal alternatives of a pattern shaped like `^(a|b|c)$`. */
function alternatives(pattern: unknown): string[] {
  if (typeof pattern !== "string") return [];
  const match = /^\^?\(?([\w .-]+(?:\|[\w .-]+)*)\)?\$?$/.exec(pattern);
  return match?.[1] === undefined ? [] : match[1].split("|");
}

/** A pattern such as `^AS\\d+$` read as one string: anchors dropped, each class its first member. */
function literalised(pattern: unknown): string[] {
  if (typeof pattern !== "string") return [];
  const text = pattern
    .replace(/^\^|\$$/g, "")
    .replace(/\\d/g, "1")
    .replace(/\\w/g, "a")
    .replace(/\[\^?\\?(.)[^\]]*\]/g, (all, first: string) => (all.startsWith("[^") ? "" : first))
    .replace(/\{\d+(,\d*)?\}|[+*?]/g, "")
    .replace(/\\(.)/g, "$1");
  return [text];
}

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, "u");
  } catch {
    return null;
  }
}

/** Candidate numbers for a number or integer node, within its bounds, whose text coerce decodes. */
export function* numberCandidates(node: SchemaObject, integer: boolean): Generator<number> {
  const num = (k: string): number | undefined =>
    typeof node[k] === "number" ? (node[k] as number) : undefined;
  const min = num("minimum");
  const max = num("maximum");
  const exMin = num("exclusiveMinimum");
  const exMax = num("exclusiveMaximum");
  const multipleOf = num("multipleOf");
  const raw = [
    integer ? 3 : 1.5,
    min,
    exMin === undefined ? undefined : exMin + 1,
    min === undefined || max === undefined ? undefined : Math.floor((min + max) / 2),
    2,
    1,
    max,
    exMax === undefined ? undefined : exMax - 1,
    0,
  ];
  const seen = new Set<number>();
  for (const r of raw) {
    if (r === undefined) continue;
    let n = integer ? Math.ceil(r) : r;
    if (multipleOf !== undefined && multipleOf > 0) n = Math.ceil(n / multipleOf) * multipleOf;
    if (Object.is(n, -0)) n = 0;
    if (seen.has(n) || !Number.isSafeInteger(Math.trunc(n))) continue;
    if (!decodableNumber.test(String(n))) continue;
    if (min !== undefined && n < min) continue;
    if (max !== undefined && n > max) continue;
    if (exMin !== undefined && n <= exMin) continue;
    if (exMax !== undefined && n >= exMax) continue;
    seen.add(n);
    yield n;
  }
}
