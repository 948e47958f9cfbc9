// The route table, read as text: the e2e project runs in Node without the styles toolchain.
export { readRoutes } from "../../scripts/bench/routes.mjs";
