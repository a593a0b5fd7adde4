import { badNetwork } from "./bad-network";
import { leadPath } from "./lead-path";

leadPath("firefox");
badNetwork("firefox");
