import { describe, expect, it } from "vitest";
import { D1_RETRY_DELAYS_MS, leadWriteRetryDelaysMs } from "~/server/leads/leads.server";

describe("LEAD_WRITE_RETRY_DELAYS_MS", () => {
  it("sets the waits between a failing lead write's attempts", () => {
    expect(leadWriteRetryDelaysMs("20, 40")).toEqual([20, 40]);
    expect(leadWriteRetryDelaysMs("0")).toEqual([0]);
  });

  it("leaves the waits at 1 s and 2 s when unset or not a list of milliseconds", () => {
    expect(D1_RETRY_DELAYS_MS).toEqual([1000, 2000]);
    for (const value of [undefined, "", "snabbt", "20,", "-5", "10,,20"])
      expect(leadWriteRetryDelaysMs(value), String(value)).toBe(D1_RETRY_DELAYS_MS);
  });
});
