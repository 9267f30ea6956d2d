/** The rendered artwork (scripts/vite-images.ts): per picture its size and its files per format. */
declare module "virtual:keystub-images" {
  const pictures: Record<
    string,
    {
      readonly width: number;
      readonly height: number;
      readonly files: Partial<Record<"avif" | "webp" | "png", readonly (readonly [url: string, width: number])[]>>;
    }
  >;
  export default pictures;
}
