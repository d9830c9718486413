export {
  decodePointerToken,
  encodePointerToken,
  formatPointer,
  pointerTokens,
} from "./pointer/json-pointer.js";
export { stepInto } from "./pointer/step-into.js";
export {
  decodeFragmentToken,
  encodeFragmentToken,
  fragmentTokens,
  uriDecoded,
} from "./pointer/uri-fragment.js";
export type { JsonSchema, PathSegment } from "./types.js";
