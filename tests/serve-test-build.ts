// Playwright's server for the test build (scripts/test-site.ts): makes the build if it is not
// current (scripts/test-build.ts), then serves it with the production server.
import { ensureTestBuild } from "../scripts/test-build.ts";

if (!ensureTestBuild(process.env)) process.exit(1);
await import("../server/main.ts");
