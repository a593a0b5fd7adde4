import { leadPath } from "./lead-path";

leadPath("webkit");
