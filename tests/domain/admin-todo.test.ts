import { describe, expect, it } from "vitest";
import {
  COMPLAINT_DUE_SOON_DAYS,
  complaintsDueSoonBefore,
  complaintsOverdueBefore,
  RETURN_DECISION_DAYS,
  returnsOverdueBefore,
} from "#domain/admin-todo.ts";
import { complaintDueDate, isOverdue } from "#domain/complaints.ts";
import { addDays, indianDate } from "#domain/india/time.ts";

/** 10:00 in India on 26 November 2026. */
const NOW = new Date("2026-11-26T04:30:00.000Z");

describe("the to-do list's due dates", () => {
  it(`lists a complaint from ${COMPLAINT_DUE_SOON_DAYS} days before its due date, as India's calendar counts them`, () => {
    const cutoff = complaintsDueSoonBefore(NOW);
    // Received just before the cutoff: due exactly seven days from today; just after: eight.
    const justBefore = new Date(Date.parse(cutoff) - 1).toISOString();
    expect(complaintDueDate(justBefore)).toBe(addDays(indianDate(NOW), COMPLAINT_DUE_SOON_DAYS));
    expect(complaintDueDate(cutoff)).toBe(addDays(indianDate(NOW), COMPLAINT_DUE_SOON_DAYS + 1));
  });

  it("counts a complaint overdue exactly when the complaints rule says so", () => {
    const cutoff = complaintsOverdueBefore(NOW);
    const justBefore = new Date(Date.parse(cutoff) - 1).toISOString();
    expect(isOverdue({ status: "Open", dueDate: complaintDueDate(justBefore) }, NOW)).toBe(true);
    expect(isOverdue({ status: "Open", dueDate: complaintDueDate(cutoff) }, NOW)).toBe(false);
  });

  it(`gives a return request ${RETURN_DECISION_DAYS} days for a decision`, () => {
    expect(returnsOverdueBefore(NOW)).toBe("2026-11-24T04:30:00.000Z");
  });
});
