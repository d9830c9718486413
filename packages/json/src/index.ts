export { isArrayIndex } from "./array-index.js";
export { copyArray, copyObject, DENSE_LIMIT } from "./copy-container.js";
export { copyFields } from "./copy-fields.js";
export { closingQuote } from "./decode/closing-quote.js";
export {
  decodeJsonText,
  type JsonTextProblem,
  type JsonTextResult,
  jsonTextProblem,
} from "./decode/decode-json-text.js";
export { decodedTextLimit } from "./decode/decoded-text-limit.js";
export { fenceContentStart, fencedBlock, fenceOutsideStrings } from "./decode/fenced-block.js";
export { opensJsonStructure, withoutByteOrderMark } from "./decode/json-structure.js";
export {
  type JsonSyntaxError,
  readJsonSyntaxError,
  syntaxDetail,
} from "./decode/json-syntax-error.js";
export { holdsListSeparator } from "./decode/list-separator.js";
export { decodePythonLiteral } from "./decode/python-literal/decode-python-literal.js";
export type {
  PythonLiteralOptions,
  PythonLiteralProblem,
  PythonLiteralResult,
} from "./decode/python-literal/types.js";
export { readsBack } from "./decode/reads-back.js";
export { holdsSpanUnsafe, spanSafe } from "./decode/span-safe.js";
export { defineOwn } from "./define-own.js";
export { ajvRank } from "./dialect/ajv-rank.js";
export {
  compiledDialect,
  type Dialect,
  dialectOf,
  dialectsToTry,
  failsDraft2020,
} from "./dialect/schema-dialect.js";
export {
  ajvWalk,
  annotationKeywords,
  eachMemberKeywords,
  evaluatedVocabulary,
  keywordsByType,
  type SubschemaShape,
  type Vocabulary,
  valueKeywords,
  vocabularies,
} from "./dialect/vocabulary.js";
export {
  holdsLongText,
  textFitsAsTree,
  textLimit,
  treeWalkLimit,
} from "./measure/held-text.js";
export { holeyArrayLimit, isHoleyArray, presentItems } from "./measure/holey-array.js";
export {
  decodePointerToken,
  encodePointerToken,
  formatPointer,
  pointerTokens,
} from "./pointer/json-pointer.js";
export { resolveUri, splitFragment } from "./pointer/resolve-uri.js";
export { stepInto } from "./pointer/step-into.js";
export {
  decodeFragmentToken,
  encodeFragmentToken,
  fragmentTokens,
  uriDecoded,
} from "./pointer/uri-fragment.js";
export { readField } from "./read-field.js";
export { AMBIGUOUS, anchorsOf } from "./schema/anchors-of.js";
export {
  type Discriminator,
  type DiscriminatorBranch,
  findDiscriminator,
} from "./schema/find-discriminator.js";
export {
  declaredTypes,
  isOfType,
  jsonTypeNames,
  jsonTypeOf,
} from "./schema/json-type.js";
export { type ResolveRefOptions, resolveRef } from "./schema/resolve-ref.js";
export { type SchemaResources, schemaResources } from "./schema/schema-resources.js";
export { startsResource } from "./schema/starts-resource.js";
export type { Decoded, JsonSchema, PathSegment } from "./types.js";
