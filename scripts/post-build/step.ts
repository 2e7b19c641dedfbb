/** One step run on the static export after `next build`; it throws on failure. */
export interface PostBuildStep {
  name: string
  /** Changes or adds files in the export; returns a one-line summary for the build log. */
  run(exportDir: string): Promise<string>
}
