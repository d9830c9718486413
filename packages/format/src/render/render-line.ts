import type { Issue } from "../types.js";
import type { LineContext } from "./line-context.js";
import { lineEnum } from "./line-enum.js";
import { lineMissing } from "./line-missing.js";
import { lineOther } from "./line-other.js";
import { lineType } from "./line-type.js";
import { lineUnexpected } from "./line-unexpected.js";

/** The one line that reports `issue`. */
export function renderLine(issue: Issue, context: LineContext): string {
  switch (issue.kind) {
    case "missing":
      return lineMissing(issue, context);
    case "unexpected":
      return lineUnexpected(issue, context);
    case "type":
      return lineType(issue, context);
    case "enum":
      return lineEnum(issue, context);
    case "other":
      return lineOther(issue, context);
  }
}
