declare module "vnu-jar" {
  /** Path of vnu.jar inside the package. */
  const jarPath: string;
  export default jarPath;
}
