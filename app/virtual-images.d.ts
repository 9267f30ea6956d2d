// The rendered artwork (scripts/vite-images.ts): /assets/img/{id}-{hash}-{w}.{format}.
declare module "virtual:keystub-images" {
  const pictures: Record<
    string,
    readonly [width: number, height: number, hash: string, widths: readonly number[], formats: readonly string[]]
  >;
  export default pictures;
}
