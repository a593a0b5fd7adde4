import { leadPath } from "./lead-path";

leadPath("firefox");
