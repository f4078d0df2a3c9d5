// expect: NotExpressibleInTgsi
enable f16, wgpu_ray_query;
@compute @workgroup_size(1) fn main() {}
