// The upload sweep job (decision 022; app/ops/upload-sweep.server.ts says what it removes and why).
import type { JobContext, JobCounts } from "./runner.server.ts";

export async function uploadSweepJob({ now }: JobContext): Promise<JobCounts> {
	const { sweepUploads } = await import("#app/ops/upload-sweep.server.ts");
	return sweepUploads({ now });
}
