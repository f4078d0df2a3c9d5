// expect: NotExpressibleInTgsi
enable chromium_experimental_subgroup_matrix;
@compute @workgroup_size(64) fn main() {}
