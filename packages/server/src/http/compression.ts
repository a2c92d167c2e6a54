import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers of 1 kB and more (brotli or gzip, as the request accepts); built
 * files are compressed at build time and served by @fastify/static instead (staticFiles.ts). The
 * plugin leaves `text/event-stream` alone, so the lot events go out as they happen, never held in
 * a compressor's block (compression.test.ts). Request bodies are not decompressed: clients send
 * JSON as is.
 */
export function registerApiCompression(api: FastifyInstance): void {
  api.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
