import { createAjvEngine } from "./packages/validate/src/engine/ajv/ajv-engine.js";
const e = createAjvEngine();
const schemas = [
 {"propertyNames":{},"dependentRequired":{"a":["b"],"constructor":["$id"]},"unevaluatedProperties":false,"$defs":{"d":{"format":"url","if":false,"else":true,"dependencies":{},"prefixItems":[]}}},
 {"propertyNames":{},"dependentRequired":{"a":["b"],"constructor":["$id"]},"unevaluatedProperties":false},
 {"dependentRequired":{"a":["b"],"constructor":["$id"]},"unevaluatedProperties":false},
 {"dependentRequired":{"a":["b"]},"unevaluatedProperties":false},
 {"dependentRequired":{"a":["b"], "constructor": []}},
];
for (const s of schemas) { const o = e.compile(s as never); console.log(o.ok && o.check({ a: "a", constructor: 4 }), o.ok && o.check({ x: 1 })); }
