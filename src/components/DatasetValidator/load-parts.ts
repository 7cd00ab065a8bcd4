import type { Loader } from "../LazyPart"
import type { ResultsProps } from "./Results"

// The tool's code (results, messages, and through them the worker with Ajv) is a chunk of its
// own, fetched when the reader first validates something (nothing loads before use).
export const loadResults: Loader<ResultsProps> = () => import(/* webpackChunkName: "dataset-validator" */ "./Results")

export const loadSamples = () => import(/* webpackChunkName: "validator-samples" */ "../../lib/validator/samples")
