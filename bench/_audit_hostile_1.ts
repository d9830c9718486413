import { run } from "./_audit_hostile_h.ts";
const S = { type: "object", properties: { path: { type: "string" }, n: { type: "number" } }, required: ["path"], additionalProperties: false };
run("basic", S, () => ({ path: "a", n: "3" }));
run("inherited", S, () => Object.create({ path: "a" }));
class C { path = "a"; }
run("class", S, () => new C());
run("nullproto", S, () => Object.assign(Object.create(null), { path: "a", n: "4" }));
run("getter flip", S, () => { let i = 0; return { get path() { return i++ % 2 ? 5 : "a"; } }; });
run("getter flip2", S, () => { let i = 0; return { get path() { return i++ === 0 ? "a" : 5; } }; });
run("getter flip3", S, () => { let i = 0; return { get path() { return i++ === 0 ? 5 : "a"; } }; });
run("proxy throw", S, () => new Proxy({ path: "a" }, { ownKeys() { throw new Error("x"); } }));
run("proxy get throw", S, () => new Proxy({ path: "a" }, { get() { throw new Error("x"); } }));
run("proxy getOwnPropDesc", S, () => new Proxy({ path: "a" }, { getOwnPropertyDescriptor() { throw new Error("x"); } }));
run("proto key json", S, () => '{"path":"a","__proto__":{"x":1}}');
run("proto key obj", S, () => JSON.parse('{"path":"a","__proto__":{"x":1}}'));
run("nonenumerable", S, () => Object.defineProperty({}, "path", { value: "a", enumerable: false }));
run("symbol key", S, () => ({ path: "a", [Symbol("x")]: 1 }));
run("array root", S, () => ["a"]);
run("string root json", S, () => '{"path":"a"}');
