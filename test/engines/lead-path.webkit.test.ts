import { badNetwork } from "./bad-network";
import { leadPath } from "./lead-path";

leadPath("webkit");
badNetwork("webkit");
