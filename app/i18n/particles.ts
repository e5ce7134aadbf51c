// The i18next side of the Korean particle rule (app/text/josa.ts), for the server's mail, SMS, PDF and
// API text: a post-processor that every i18next instance we make registers and runs, so a mail says
// "부킹 B2611-0010이 확정되었습니다" as the screens do.
import type { PostProcessorModule } from "i18next";
import { resolveParticles } from "#app/text/josa.ts";

export const PARTICLES = "koreanParticles";

export const particlesPostProcessor: PostProcessorModule = {
	type: "postProcessor",
	name: PARTICLES,
	process: (value: string) => resolveParticles(value),
};
