// Ajv 8's copies of the 2019-09 and 2020-12 meta-schemas (ajv/dist/refs), written so the interpreter
// can run them: each `$dynamicRef`/`$recursiveRef` is a `$ref` to the dialect's root, which is what
// it resolves to when a schema is checked against its own dialect (docs/pipeline.md, "Engines").
// Generated from Ajv's files; `$vocabulary`, `$schema` and the dynamic anchors are left out.

/** The resources of each dialect's meta-schema, root first. */
export const dialectMetaSchemas: Readonly<
  Record<"2019-09" | "2020-12", readonly Readonly<Record<string, unknown>>[]>
> = {
  "2019-09": [
    {
      $id: "https://json-schema.org/draft/2019-09/schema",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        {
          $ref: "meta/core",
        },
        {
          $ref: "meta/applicator",
        },
        {
          $ref: "meta/validation",
        },
        {
          $ref: "meta/meta-data",
        },
        {
          $ref: "meta/format",
        },
        {
          $ref: "meta/content",
        },
      ],
      type: ["object", "boolean"],
      properties: {
        definitions: {
          $comment:
            "While no longer an official keyword as it is replaced by $defs, this keyword is retained in the meta-schema to prevent incompatible extensions as it remains in common use.",
          type: "object",
          additionalProperties: {
            $ref: "https://json-schema.org/draft/2019-09/schema",
          },
          default: {},
        },
        dependencies: {
          $comment:
            '"dependencies" is no longer a keyword, but schema authors should avoid redefining it to facilitate a smooth transition to "dependentSchemas" and "dependentRequired"',
          type: "object",
          additionalProperties: {
            anyOf: [
              {
                $ref: "https://json-schema.org/draft/2019-09/schema",
              },
              {
                $ref: "meta/validation#/$defs/stringArray",
              },
            ],
          },
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2019-09/meta/applicator",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        additionalItems: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
        unevaluatedItems: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
        items: {
          anyOf: [
            {
              $ref: "https://json-schema.org/draft/2019-09/schema",
            },
            {
              $ref: "#/$defs/schemaArray",
            },
          ],
        },
        contains: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
        additionalProperties: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
        unevaluatedProperties: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
        properties: {
          type: "object",
          additionalProperties: {
            $ref: "https://json-schema.org/draft/2019-09/schema",
          },
          default: {},
        },
        patternProperties: {
          type: "object",
          additionalProperties: {
            $ref: "https://json-schema.org/draft/2019-09/schema",
          },
          propertyNames: {
            format: "regex",
          },
          default: {},
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: {
            $ref: "https://json-schema.org/draft/2019-09/schema",
          },
        },
        propertyNames: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
        if: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
        then: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
        else: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
        allOf: {
          $ref: "#/$defs/schemaArray",
        },
        anyOf: {
          $ref: "#/$defs/schemaArray",
        },
        oneOf: {
          $ref: "#/$defs/schemaArray",
        },
        not: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "https://json-schema.org/draft/2019-09/schema",
          },
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2019-09/meta/content",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentMediaType: {
          type: "string",
        },
        contentEncoding: {
          type: "string",
        },
        contentSchema: {
          $ref: "https://json-schema.org/draft/2019-09/schema",
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2019-09/meta/core",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$",
        },
        $schema: {
          type: "string",
          format: "uri",
        },
        $anchor: {
          type: "string",
          pattern: "^[A-Za-z][-A-Za-z0-9.:_]*$",
        },
        $ref: {
          type: "string",
          format: "uri-reference",
        },
        $recursiveRef: {
          type: "string",
          format: "uri-reference",
        },
        $recursiveAnchor: {
          type: "boolean",
          default: false,
        },
        $vocabulary: {
          type: "object",
          propertyNames: {
            type: "string",
            format: "uri",
          },
          additionalProperties: {
            type: "boolean",
          },
        },
        $comment: {
          type: "string",
        },
        $defs: {
          type: "object",
          additionalProperties: {
            $ref: "https://json-schema.org/draft/2019-09/schema",
          },
          default: {},
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2019-09/meta/format",
      title: "Format vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        format: {
          type: "string",
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2019-09/meta/meta-data",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string",
        },
        description: {
          type: "string",
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false,
        },
        readOnly: {
          type: "boolean",
          default: false,
        },
        writeOnly: {
          type: "boolean",
          default: false,
        },
        examples: {
          type: "array",
          items: true,
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2019-09/meta/validation",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0,
        },
        maximum: {
          type: "number",
        },
        exclusiveMaximum: {
          type: "number",
        },
        minimum: {
          type: "number",
        },
        exclusiveMinimum: {
          type: "number",
        },
        maxLength: {
          $ref: "#/$defs/nonNegativeInteger",
        },
        minLength: {
          $ref: "#/$defs/nonNegativeIntegerDefault0",
        },
        pattern: {
          type: "string",
          format: "regex",
        },
        maxItems: {
          $ref: "#/$defs/nonNegativeInteger",
        },
        minItems: {
          $ref: "#/$defs/nonNegativeIntegerDefault0",
        },
        uniqueItems: {
          type: "boolean",
          default: false,
        },
        maxContains: {
          $ref: "#/$defs/nonNegativeInteger",
        },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1,
        },
        maxProperties: {
          $ref: "#/$defs/nonNegativeInteger",
        },
        minProperties: {
          $ref: "#/$defs/nonNegativeIntegerDefault0",
        },
        required: {
          $ref: "#/$defs/stringArray",
        },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray",
          },
        },
        const: true,
        enum: {
          type: "array",
          items: true,
        },
        type: {
          anyOf: [
            {
              $ref: "#/$defs/simpleTypes",
            },
            {
              type: "array",
              items: {
                $ref: "#/$defs/simpleTypes",
              },
              minItems: 1,
              uniqueItems: true,
            },
          ],
        },
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0,
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0,
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"],
        },
        stringArray: {
          type: "array",
          items: {
            type: "string",
          },
          uniqueItems: true,
          default: [],
        },
      },
    },
  ],
  "2020-12": [
    {
      $id: "https://json-schema.org/draft/2020-12/schema",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        {
          $ref: "meta/core",
        },
        {
          $ref: "meta/applicator",
        },
        {
          $ref: "meta/unevaluated",
        },
        {
          $ref: "meta/validation",
        },
        {
          $ref: "meta/meta-data",
        },
        {
          $ref: "meta/format-annotation",
        },
        {
          $ref: "meta/content",
        },
      ],
      type: ["object", "boolean"],
      $comment:
        "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.",
      properties: {
        definitions: {
          $comment: '"definitions" has been replaced by "$defs".',
          type: "object",
          additionalProperties: {
            $ref: "https://json-schema.org/draft/2020-12/schema",
          },
          deprecated: true,
          default: {},
        },
        dependencies: {
          $comment:
            '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
          type: "object",
          additionalProperties: {
            anyOf: [
              {
                $ref: "https://json-schema.org/draft/2020-12/schema",
              },
              {
                $ref: "meta/validation#/$defs/stringArray",
              },
            ],
          },
          deprecated: true,
          default: {},
        },
        $recursiveAnchor: {
          $comment: '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
          $ref: "meta/core#/$defs/anchorString",
          deprecated: true,
        },
        $recursiveRef: {
          $comment: '"$recursiveRef" has been replaced by "$dynamicRef".',
          $ref: "meta/core#/$defs/uriReferenceString",
          deprecated: true,
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2020-12/meta/applicator",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        prefixItems: {
          $ref: "#/$defs/schemaArray",
        },
        items: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
        contains: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
        additionalProperties: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
        properties: {
          type: "object",
          additionalProperties: {
            $ref: "https://json-schema.org/draft/2020-12/schema",
          },
          default: {},
        },
        patternProperties: {
          type: "object",
          additionalProperties: {
            $ref: "https://json-schema.org/draft/2020-12/schema",
          },
          propertyNames: {
            format: "regex",
          },
          default: {},
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: {
            $ref: "https://json-schema.org/draft/2020-12/schema",
          },
          default: {},
        },
        propertyNames: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
        if: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
        then: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
        else: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
        allOf: {
          $ref: "#/$defs/schemaArray",
        },
        anyOf: {
          $ref: "#/$defs/schemaArray",
        },
        oneOf: {
          $ref: "#/$defs/schemaArray",
        },
        not: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: {
            $ref: "https://json-schema.org/draft/2020-12/schema",
          },
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2020-12/meta/content",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentEncoding: {
          type: "string",
        },
        contentMediaType: {
          type: "string",
        },
        contentSchema: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2020-12/meta/core",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          $ref: "#/$defs/uriReferenceString",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$",
        },
        $schema: {
          $ref: "#/$defs/uriString",
        },
        $ref: {
          $ref: "#/$defs/uriReferenceString",
        },
        $anchor: {
          $ref: "#/$defs/anchorString",
        },
        $dynamicRef: {
          $ref: "#/$defs/uriReferenceString",
        },
        $dynamicAnchor: {
          $ref: "#/$defs/anchorString",
        },
        $vocabulary: {
          type: "object",
          propertyNames: {
            $ref: "#/$defs/uriString",
          },
          additionalProperties: {
            type: "boolean",
          },
        },
        $comment: {
          type: "string",
        },
        $defs: {
          type: "object",
          additionalProperties: {
            $ref: "https://json-schema.org/draft/2020-12/schema",
          },
        },
      },
      $defs: {
        anchorString: {
          type: "string",
          pattern: "^[A-Za-z_][-A-Za-z0-9._]*$",
        },
        uriString: {
          type: "string",
          format: "uri",
        },
        uriReferenceString: {
          type: "string",
          format: "uri-reference",
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2020-12/meta/format-annotation",
      title: "Format vocabulary meta-schema for annotation results",
      type: ["object", "boolean"],
      properties: {
        format: {
          type: "string",
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2020-12/meta/meta-data",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string",
        },
        description: {
          type: "string",
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false,
        },
        readOnly: {
          type: "boolean",
          default: false,
        },
        writeOnly: {
          type: "boolean",
          default: false,
        },
        examples: {
          type: "array",
          items: true,
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2020-12/meta/unevaluated",
      title: "Unevaluated applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        unevaluatedItems: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
        unevaluatedProperties: {
          $ref: "https://json-schema.org/draft/2020-12/schema",
        },
      },
    },
    {
      $id: "https://json-schema.org/draft/2020-12/meta/validation",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        type: {
          anyOf: [
            {
              $ref: "#/$defs/simpleTypes",
            },
            {
              type: "array",
              items: {
                $ref: "#/$defs/simpleTypes",
              },
              minItems: 1,
              uniqueItems: true,
            },
          ],
        },
        const: true,
        enum: {
          type: "array",
          items: true,
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0,
        },
        maximum: {
          type: "number",
        },
        exclusiveMaximum: {
          type: "number",
        },
        minimum: {
          type: "number",
        },
        exclusiveMinimum: {
          type: "number",
        },
        maxLength: {
          $ref: "#/$defs/nonNegativeInteger",
        },
        minLength: {
          $ref: "#/$defs/nonNegativeIntegerDefault0",
        },
        pattern: {
          type: "string",
          format: "regex",
        },
        maxItems: {
          $ref: "#/$defs/nonNegativeInteger",
        },
        minItems: {
          $ref: "#/$defs/nonNegativeIntegerDefault0",
        },
        uniqueItems: {
          type: "boolean",
          default: false,
        },
        maxContains: {
          $ref: "#/$defs/nonNegativeInteger",
        },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1,
        },
        maxProperties: {
          $ref: "#/$defs/nonNegativeInteger",
        },
        minProperties: {
          $ref: "#/$defs/nonNegativeIntegerDefault0",
        },
        required: {
          $ref: "#/$defs/stringArray",
        },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray",
          },
        },
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0,
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0,
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"],
        },
        stringArray: {
          type: "array",
          items: {
            type: "string",
          },
          uniqueItems: true,
          default: [],
        },
      },
    },
  ],
};
