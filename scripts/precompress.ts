// Writes the .gz/.br twins for an existing build and prints the time and bytes saved: the same
// step the build ends with, run alone to measure it (npm run precompress).
import { precompressPublic } from "../gatsby/precompress"

precompressPublic()
  .then((result) => {
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)
    console.log(
      `${result.files} compressible files, ${mb(result.originalBytes)} MB, ${result.cached} twins from the cache; ${result.gzipFiles} .gz save ${mb(result.gzipBytesSaved)} MB, ${result.brotliFiles} .br save ${mb(result.brotliBytesSaved)} MB; ${(result.milliseconds / 1000).toFixed(2)} s`,
    )
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
