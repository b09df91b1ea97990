import type { StepIssue } from '../runtime/dev-pending';

/**
 * The dev loop's shared state: scripts/dev/dev.ts writes the content errors of the last check here after every
 * edit; the dev-only route app/dev/content-events relays them to the open page (components/dev-refresh.tsx), with
 * those of the last frozen versions step (DEV_FROZEN_STATUS_FILE, lib/runtime/files.mjs), which has the same shape.
 */
export const DEV_STATUS_FILE = 'generated/dev-status.json';

export interface DevStatus {
  /** Every content error of the last check, in the order check:content prints them. */
  errors: StepIssue[];
}
