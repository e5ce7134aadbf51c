// A real S3-compatible server for tests (s3rver, in-process, on 127.0.0.1 and a free port), so the
// S3 file store is exercised over HTTP with the real SDK rather than against a mock.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { S3Settings } from "#app/server/env.server.ts";

type S3rverOptions = {
	address: string;
	port: number;
	directory: string;
	silent: boolean;
	configureBuckets: { name: string }[];
};
type S3rverInstance = { run(): Promise<{ address: string; port: number }>; close(): Promise<void> };

// s3rver ships no types and is CommonJS; this is the part of it the tests use.
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: S3rverOptions) => S3rverInstance;

export type LocalS3 = {
	endpoint: string;
	bucket: string;
	/** Settings for createS3FileStore pointing at this server. */
	settings: S3Settings;
	/** The same settings as environment variables, for code that reads getEnv(). */
	env: Record<string, string>;
	/** Where s3rver keeps the objects, to look at them from outside. */
	directory: string;
	stop(): Promise<void>;
};

export async function startS3Server(bucket = "freight-test"): Promise<LocalS3> {
	const directory = fs.mkdtempSync(path.join(os.tmpdir(), "freight-s3-"));
	const server = new S3rver({
		address: "127.0.0.1",
		port: 0,
		directory,
		silent: true,
		configureBuckets: [{ name: bucket }],
	});
	const { port } = await server.run();
	const endpoint = `http://127.0.0.1:${port}`;
	// s3rver accepts these fixed keys; any others fail the signature check
	const accessKeyId = "S3RVER";
	const secretAccessKey = "S3RVER";
	return {
		endpoint,
		bucket,
		directory,
		settings: { bucket, endpoint, region: "auto", accessKeyId, secretAccessKey, forcePathStyle: true, prefix: "" },
		env: {
			S3_BUCKET: bucket,
			S3_ENDPOINT: endpoint,
			AWS_ACCESS_KEY_ID: accessKeyId,
			AWS_SECRET_ACCESS_KEY: secretAccessKey,
			S3_FORCE_PATH_STYLE: "true",
		},
		async stop() {
			await server.close();
			fs.rmSync(directory, { recursive: true, force: true });
		},
	};
}
