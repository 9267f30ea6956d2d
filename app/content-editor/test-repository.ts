// The test backend (CONTENT_EDITOR=test) keeps files in the browser's private file system; an empty one
// gets the site's dictionaries before the editor starts, and one with earlier saves is left alone.

/** The folder Sveltia CMS's test backend keeps its files in (its `test-repo` backend). */
export const testRepositoryFolder = "sveltia-cms-test";

/** Writes `files` into `folder`; self-contained, so a test can run it in the page too. */
export async function writeFiles({ folder, files }: { folder: string; files: Record<string, string> }): Promise<void> {
  const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
  for (const [path, text] of Object.entries(files)) {
    const parts = path.split("/");
    let dir = root;
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
    const writable = await (await dir.getFileHandle(parts.at(-1) ?? "", { create: true })).createWritable();
    await writable.write(text);
    await writable.close();
  }
}

/** Fills the test backend's folder with `files` when it holds none. */
export async function seedTestRepository(files: Record<string, string>): Promise<void> {
  const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(testRepositoryFolder, {
    create: true,
  });
  for await (const _ of (root as unknown as { keys(): AsyncIterable<string> }).keys()) return;
  await writeFiles({ folder: testRepositoryFolder, files });
}
