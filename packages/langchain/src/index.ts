export { toolInputMiddleware } from "./tool-input-middleware.js";
