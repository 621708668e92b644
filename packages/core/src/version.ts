/** svc's version (every package of the project is released with the same one); kept equal to the package version (a test checks). */
export const SVC_VERSION = "0.3.0"
