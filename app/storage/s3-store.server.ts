// The production file store: an S3-compatible bucket (Tigris on Fly, see
// docs/decisions/016-documents.md). Every machine, primary or replica, reads and writes the same
// bucket, which is what lets an upload finish on a replica without sending the file to the primary.
// Object names follow the local layout, <prefix>ab/cd/<sha256>, so the key alone names the object.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import {
	DeleteObjectCommand,
	GetObjectCommand,
	HeadObjectCommand,
	ListObjectsV2Command,
	PutObjectCommand,
	S3Client,
	S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "#app/server/env.server.ts";
import { assertObjectName, assertObjectPrefix, isFileKey, isObjectName, type FileStore } from "./files.server.ts";

const clients = new Map<string, S3Client>();

/**
 * One client per configuration: a client holds a connection pool, and building one per request
 * would open a new TLS connection for every file.
 */
function clientFor(settings: S3Settings): S3Client {
	const id = JSON.stringify([
		settings.endpoint,
		settings.region,
		settings.accessKeyId,
		settings.secretAccessKey,
		settings.forcePathStyle,
	]);
	let client = clients.get(id);
	if (!client) {
		client = new S3Client({
			endpoint: settings.endpoint,
			region: settings.region,
			forcePathStyle: settings.forcePathStyle,
			// without keys the SDK's own chain (instance role, ~/.aws) applies
			credentials:
				settings.accessKeyId && settings.secretAccessKey
					? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
					: undefined,
			// The SDK's default since 3.729 sends streamed bodies as aws-chunked with a CRC trailer,
			// which not every S3-compatible server understands (s3rver stores the chunk framing as
			// content). Checksums only where an operation requires them keeps plain PUTs plain;
			// the content hash in the object name is the integrity check we rely on.
			requestChecksumCalculation: "WHEN_REQUIRED",
			responseChecksumValidation: "WHEN_REQUIRED",
		});
		clients.set(id, client);
	}
	return client;
}

function assertKey(key: string): void {
	if (!isFileKey(key)) throw new Error("Invalid file key");
}

/**
 * "No such object", as opposed to any other failure. Not every 404: a wrong bucket name answers
 * NoSuchBucket, and reading that as "file absent" would make a misconfigured store look empty.
 * (HEAD has no body to name the error, so the SDK calls any 404 on it NotFound.)
 */
function isMissing(error: unknown): boolean {
	return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound");
}

export function createS3FileStore(settings: S3Settings): FileStore {
	const client = clientFor(settings);
	const Bucket = settings.bucket;
	const objectName = (key: string) => `${settings.prefix}${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`;

	async function has(key: string): Promise<boolean> {
		assertKey(key);
		try {
			await client.send(new HeadObjectCommand({ Bucket, Key: objectName(key) }));
			return true;
		} catch (error) {
			if (isMissing(error)) return false;
			throw error;
		}
	}

	async function open(key: string) {
		assertKey(key);
		try {
			const out = await client.send(new GetObjectCommand({ Bucket, Key: objectName(key) }));
			if (!out.Body) throw new Error(`object ${objectName(key)} has no body`);
			return { body: out.Body, size: out.ContentLength ?? 0 };
		} catch (error) {
			if (isMissing(error)) return null;
			throw error;
		}
	}

	return {
		async put(bytes, contentType) {
			const key = createHash("sha256").update(bytes).digest("hex");
			// Same name, same bytes: an object already there needs no second upload.
			if (await has(key)) return { key };
			await client.send(
				new PutObjectCommand({
					Bucket,
					Key: objectName(key),
					Body: bytes,
					ContentLength: bytes.byteLength,
					ContentType: contentType,
				}),
			);
			return { key };
		},

		async get(key) {
			const found = await open(key);
			return found ? found.body.transformToByteArray() : null;
		},

		async putFile(tempPath, key, contentType) {
			assertKey(key);
			try {
				if (await has(key)) return;
				const { size } = await fs.stat(tempPath);
				// A PUT is atomic in S3: the object appears whole or not at all, so unlike the local
				// folder no temporary name is needed. ContentLength lets the SDK stream the file
				// instead of reading it to learn its length.
				await client.send(
					new PutObjectCommand({
						Bucket,
						Key: objectName(key),
						Body: createReadStream(tempPath),
						ContentLength: size,
						ContentType: contentType,
					}),
				);
			} finally {
				await fs.rm(tempPath, { force: true });
			}
		},

		async getStream(key) {
			const found = await open(key);
			return found ? { body: found.body.transformToWebStream() as ReadableStream<Uint8Array>, size: found.size } : null;
		},

		has,

		async delete(key) {
			assertKey(key);
			// S3 answers 204 whether or not the object existed, which is the contract already.
			await client.send(new DeleteObjectCommand({ Bucket, Key: objectName(key) }));
		},

		async putObject(name, filePath, contentType) {
			assertObjectName(name);
			const { size } = await fs.stat(filePath);
			// one PUT, streamed from the file (S3 caps a single PUT at 5 GB, far above a gzipped database)
			await client.send(
				new PutObjectCommand({
					Bucket,
					Key: settings.prefix + name,
					Body: createReadStream(filePath),
					ContentLength: size,
					ContentType: contentType,
				}),
			);
		},

		async getObjectStream(name) {
			assertObjectName(name);
			try {
				const out = await client.send(new GetObjectCommand({ Bucket, Key: settings.prefix + name }));
				if (!out.Body) throw new Error(`object ${settings.prefix + name} has no body`);
				return { body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: out.ContentLength ?? 0 };
			} catch (error) {
				if (isMissing(error)) return null;
				throw error;
			}
		},

		async list(prefix) {
			assertObjectPrefix(prefix);
			const found: Array<{ name: string; size: number }> = [];
			let ContinuationToken: string | undefined;
			// a page holds at most 1,000 names: follow the continuation token to the end
			do {
				const page = await client.send(
					new ListObjectsV2Command({ Bucket, Prefix: settings.prefix + prefix, ContinuationToken }),
				);
				for (const object of page.Contents ?? []) {
					const name = (object.Key ?? "").slice(settings.prefix.length);
					if (isObjectName(name)) found.push({ name, size: object.Size ?? 0 });
				}
				ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
			} while (ContinuationToken);
			return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
		},

		async deleteObject(name) {
			assertObjectName(name);
			await client.send(new DeleteObjectCommand({ Bucket, Key: settings.prefix + name }));
		},

		async listKeys() {
			const found: Array<{ key: string; modifiedAt: Date }> = [];
			let ContinuationToken: string | undefined;
			do {
				const page = await client.send(
					new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
				);
				for (const object of page.Contents ?? []) {
					// <prefix>ab/cd/<sha256> only: named objects (backups/...) are not uploads
					const match = /^([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{64})$/.exec(
						(object.Key ?? "").slice(settings.prefix.length),
					);
					if (match && match[3]!.startsWith(match[1]! + match[2]!))
						found.push({ key: match[3]!, modifiedAt: object.LastModified ?? new Date() });
				}
				ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
			} while (ContinuationToken);
			return found;
		},

		async deleteListed(key) {
			// the bucket has no temporary files: an object appears whole or not at all
			assertKey(key);
			await client.send(new DeleteObjectCommand({ Bucket, Key: objectName(key) }));
		},
	};
}
